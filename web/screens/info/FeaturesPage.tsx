import { InfoPage } from "./InfoPage.tsx";

const features = [
  {
    title: "A feed with two views",
    text: "Switch between Global, with public posts from the whole community, and Friends, with what your friends share. Posts carry text and an optional picture or video.",
  },
  {
    title: "You choose who sees a post",
    text: "Every post is either Public or for Friends only. You can edit or delete your posts later from your profile.",
  },
  {
    title: "Stars instead of likes",
    text: "Rate any post you can see from one to five stars and add an emoji to say how it made you feel. One rating per post, changeable at any time.",
  },
  {
    title: "Games in the browser",
    text: "Play a growing library of games right in the page, page through them with a flick of the mouse wheel, and keep your favourites one click away.",
  },
  {
    title: "Flicks",
    text: "Short videos, including 360-degree ones you can look around in, one at a time and full of life.",
  },
  {
    title: "Private chat",
    text: "One-to-one conversations with typing indicators, read receipts, pictures and unread badges. Messages are end-to-end encrypted.",
  },
  {
    title: "3D zones",
    text: "Visit a library with classic books and a notes box, roam a desert, a castle or a supermarket, or create your own zone as public, private or protected.",
  },
  {
    title: "Profiles and friends",
    text: "A profile picture, your organisation and your posts on one page. Send friend requests and react to other people's profiles with an emoji.",
  },
  {
    title: "Notifications",
    text: "Get a push notification for a new message when Virtual Worlds is closed, on Chrome, Firefox, Edge and Opera.",
  },
  {
    title: "Light and dark",
    text: "Pick the theme that suits your eyes. We remember your choice on this device and apply it before the page even draws.",
  },
];

export function Component() {
  return (
    <InfoPage
      title="Features"
      lead="Everything that comes with a free Virtual Worlds account, in one place and on every device."
    >
      <ul className="feature-grid">
        {features.map((feature) => (
          <li key={feature.title} className="card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
