/** The landing page's fixed copy: why to join (section 1's marketing claims) and the common questions. */

export interface Reason {
  title: string;
  desc: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export const reasons: Reason[] = [
  {
    title: "Cloud Multiplayer Gaming",
    desc: "Jump into a game with friends straight from your browser. The heavy lifting happens in the cloud, so there is nothing to install and no console to buy.",
  },
  {
    title: "Animated Profiles",
    desc: "Your profile moves with you: a living picture, reactions from friends, and the games and worlds you love, all on one page.",
  },
  {
    title: "Interactive Spaces",
    desc: "Walk through 3D zones such as a library, a desert, a castle or a coffee house, meet people there, or create a zone of your own.",
  },
  {
    title: "360° Flicks",
    desc: "Short videos you can look around in. Swipe through 360-degree flicks from creators and step inside the moment.",
  },
  {
    title: "Stars, Not Likes",
    desc: "Rate every post from one to five stars and add an emoji. A richer signal than a like, so the most loved work rises to the top.",
  },
  {
    title: "Create, Broadcast, Earn",
    desc: "Broadcast to your community, build your own worlds and content, and monetize it as your audience grows, with premium subscriptions for those who want more.",
  },
];

export const faq: FaqItem[] = [
  {
    question: "What is Virtual Worlds?",
    answer:
      "A social platform with a virtual-reality flavour: post to your friends or the whole community, play games together, watch short videos, chat one to one and explore themed 3D zones, all in one account.",
  },
  {
    question: "Is it free to join?",
    answer:
      "Yes. Creating an account and using the feed, games, videos, chat and zones costs nothing. Premium subscriptions with extra perks are planned; joining will always stay free.",
  },
  {
    question: "Do I need to download anything?",
    answer:
      "No. Virtual Worlds runs in a modern browser (Chrome, Firefox, Edge, Opera or Safari). Games and 3D zones load on demand while you play.",
  },
  {
    question: "Which devices can I use?",
    answer:
      "Computers, tablets and phones. The layout adapts to your screen, and the games list shows the titles that play well on the device you are using.",
  },
  {
    question: "How do star ratings work?",
    answer:
      "Choose from one to five stars on any post you can see, then pick an emoji to go with it. You have one rating per post and can change it whenever you like.",
  },
  {
    question: "Who can see my posts?",
    answer:
      "You decide for every post: Public posts appear in the global feed for everyone, Friend posts only for the people you are friends with.",
  },
  {
    question: "Are my chats private?",
    answer:
      "Yes. Messages are encrypted in your browser before they are sent, and only you and the person you are talking to hold the keys. Our servers store the encrypted text only.",
  },
  {
    question: "How do I get help?",
    answer:
      "Write to us through the contact page or e-mail our support team; the address is at the bottom of every page. We answer within one working day.",
  },
];
