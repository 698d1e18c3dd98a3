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
