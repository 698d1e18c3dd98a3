/** What the browser knows of the signed-in person. */
export interface SignedInUser {
  id: number;
  name: string;
  username: string;
  email: string;
  is_admin: boolean;
}

/** Public settings every page needs, and who is signed in. */
export interface Shell {
  user: SignedInUser | null;
  pitchDeckUrl: string;
  googleClientId: string | null;
  supportEmail: string;
}

/** A game shown on the public landing page: its card art doubles as the hero's background. */
export interface FeaturedGame {
  id: string;
  title: string;
  genre: string;
  description: string;
  image: string;
}

/** A post's stars: the average of everyone's (0 when unrated), how many rated, and the caller's own. */
export interface Rating {
  average: number;
  count: number;
  mine: { stars: number; emoji: string | null } | null;
}

/** A post as feeds, profiles, search and direct links show it (API.md "FeedItem"). */
export interface FeedItem {
  ID: number;
  user_id: number;
  user_name: string;
  username: string;
  /** The author's picture URL, or null for the default picture. */
  user_profile: string | null;
  user_orgname: string | null;
  /** The media URL, or null. */
  MediaID: string | null;
  media_type: "image" | "video" | null;
  context: string;
  /** 1 public, 2 friends only. */
  sharing: 1 | 2;
  created_at: string;
  edited_at: string | null;
  rating: Rating;
}

/** How the caller stands with a user: `requested` by the caller, `incoming` from them. */
export type Friendship = "none" | "requested" | "incoming" | "friends" | "self";

/** Profile reaction counts by emoji (see web/shared/emoji.ts), and the caller's own reaction. */
export interface ProfileReactions {
  counts: Record<string, number>;
  mine: string | null;
}

/** A user's profile as others see it (API.md GET /api/profile/{username}). */
export interface Profile {
  id: number;
  name: string;
  username: string;
  /** Picture URL, or null for the default picture. */
  profile: string | null;
  organisation: string | null;
  friendship: Friendship;
  reactions: ProfileReactions;
}

/** The caller's own profile: the same plus the e-mail (GET /api/profile/). */
export interface OwnProfile extends Omit<Profile, "friendship"> {
  email: string;
  friendship: "self";
}

/** A user in lists (friends, search results). */
export interface UserSummary {
  id: number;
  username: string;
  name: string;
  profile: string | null;
}

export interface FriendLists {
  friends: UserSummary[];
  incoming: UserSummary[];
  outgoing: UserSummary[];
}

export interface SearchResults {
  users: UserSummary[];
  posts: FeedItem[];
  zones: { name: string; path: string }[];
  games: { id: string; title: string; image_url: string }[];
}

/**
 * What route loaders may ask for. On the server it is plain function calls into the projections, made as
 * the session cookie's user; in the browser it is fetch to /api. Every answer is plain JSON.
 */
export interface Api {
  shell(): Promise<Shell>;
  /** The server's release, as GET /api/fetch answers it. */
  version(): Promise<{ version: string }>;
  featuredGames(): Promise<FeaturedGame[]>;
  /** Public posts of active users, newest first; `before` is the last ID of the previous page. */
  globalFeed(before?: number): Promise<FeedItem[]>;
  /** The caller's own and friends' posts of both sharing levels. */
  friendsFeed(before?: number): Promise<FeedItem[]>;
  /** One post if the caller may see it; a 404 ApiError (browser) or AppError (server) otherwise. */
  post(id: number): Promise<FeedItem>;
  /** Without a username the caller's own profile. */
  profile(username?: string): Promise<Profile | OwnProfile>;
  /** A user's posts the caller may see (without a username, the caller's own). */
  userPosts(username?: string, before?: number): Promise<FeedItem[]>;
  friends(): Promise<FriendLists>;
  search(q: string): Promise<SearchResults>;
}
