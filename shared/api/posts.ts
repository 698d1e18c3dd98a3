import type { UserEndpoint, PageQuery } from "./endpoint.ts";
import type { Stars } from "../emoji.ts";
import type { ImageRenditions } from "../renditions.ts";
import type { VideoRenditions } from "../video.ts";
import type { FilterAction } from "../filters.ts";

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
  /**
   * A picture's renditions, for `srcset`: `MediaID` is its 1080 px JPEG (or PNG) and the others share its
   * name (`…-<width>.<avif|webp|jpg|png>`). Null for videos, GIFs and pictures stored before renditions,
   * whose `MediaID` is the file as uploaded.
   */
  media_renditions: ImageRenditions | null;
  /**
   * A transcoded video's renditions and poster: `MediaID` is its largest H.264 MP4 (`…-<height>.mp4`), the
   * others and the poster (`…-<largest height>.webp|jpg`) share its name (shared/video.ts). Null for
   * pictures and for videos stored as sent before transcoding.
   */
  media_video: VideoRenditions | null;
  /** The picture's description for screen readers, written by its author (issue 27); null when none. */
  alt_text: string | null;
  context: string;
  /** 1 public, 2 friends only. */
  sharing: 1 | 2;
  created_at: string;
  edited_at: string | null;
  rating: Rating;
  /** Its replies that show (shared/api/replies.ts). */
  reply_count: number;
  /** Present (true) only on the author's own post hidden pending a moderator's review (issue 27). */
  hidden_pending_review?: true;
  /** Present (true) only when a moderator marked its media sensitive: blurred until tapped. */
  sensitive?: true;
  /**
   * Its author's content warning (issue 27 item 5): the post shows collapsed behind it until the reader asks
   * to see it. Null when none.
   */
  content_warning: string | null;
  /** Its author marked its media sensitive: blurred until tapped (a moderator's mark is `sensitive`). */
  media_sensitive: boolean;
  /**
   * Present only when the post falls under one of the viewer's keyword filters (shared/api/filters.ts): "warn"
   * shows it collapsed behind "Filtered: <phrase>", "hide" leaves it out of what is shown (it stays in the
   * answer, as Mastodon's, so that paging by the last post's id stays exact).
   */
  filtered?: { phrase: string; action: FilterAction };
}

/** The create form, as multipart: `sharing` 1 public (the default) or 2 friends; `userId` must be the caller's. */
export interface NewPost {
  context: string;
  sharing?: "1" | "2";
  userId?: number;
  media?: File;
  /** The picture's description, up to 1500 characters; ignored for a video. */
  alt_text?: string;
  /** A content warning, up to 500 characters; empty is none. */
  content_warning?: string;
  /** `"true"`: the media is sensitive (ignored without media). */
  media_sensitive?: "true" | "false";
}

/**
 * `alt_text`: absent leaves the picture's description as it is; "" or null removes it. `content_warning`
 * likewise; `media_sensitive` absent leaves the mark as it is (ignored without media).
 */
export interface PostEdit {
  context: string;
  sharing: 1 | 2;
  alt_text?: string | null;
  content_warning?: string | null;
  media_sensitive?: boolean;
}

export interface RatingChoice {
  stars: Stars;
  emoji?: string | null;
}

/** Answers `{success: false, error, …}` on every failure, as the old client reads `success`. */
export const createPost: UserEndpoint<{ body: NewPost; answer: { success: true; message: string; id: number } }> = {
  method: "POST",
  path: "/api/content",
  access: "user",
  body: "multipart",
};

/** Public posts of active users, newest first. */
export const globalFeed: UserEndpoint<{ query: PageQuery; answer: FeedItem[] }> = {
  method: "GET",
  path: "/api/contents/global",
  access: "user",
};

/** The caller's own and friends' posts of both sharing levels. */
export const friendsFeed: UserEndpoint<{ query: PageQuery; answer: FeedItem[] }> = {
  method: "GET",
  path: "/api/contents/friends",
  access: "user",
};

/** One post if the caller may see it, else 404. */
export const post: UserEndpoint<{ params: { id: number }; answer: FeedItem }> = {
  method: "GET",
  path: "/api/contents/item/:id",
  access: "user",
};

/** The caller's own posts, both sharing levels. */
export const ownPosts: UserEndpoint<{ query: PageQuery; answer: FeedItem[] }> = {
  method: "GET",
  path: "/api/content/",
  access: "user",
};

/** A user's posts the caller may see. */
export const userPosts: UserEndpoint<{ params: { username: string }; query: PageQuery; answer: FeedItem[] }> = {
  method: "GET",
  path: "/api/content/:username",
  access: "user",
};

/** The author only (403 otherwise); the media stays. */
export const editPost: UserEndpoint<{ params: { id: number }; body: PostEdit; answer: FeedItem }> = {
  method: "PUT",
  path: "/api/content/:id",
  access: "user",
};

/** The author or an admin. */
export const deletePost: UserEndpoint<{ params: { id: number }; answer: { success: true } }> = {
  method: "DELETE",
  path: "/api/content/:id",
  access: "user",
};

/** One rating per person and post: a new one replaces the old. */
export const ratePost: UserEndpoint<{ params: { id: number }; body: RatingChoice; answer: Rating }> = {
  method: "POST",
  path: "/api/content/:id/rating",
  access: "user",
};

/**
 * A video the caller posted that is not a post yet: being made playable (`percent` done), or failed
 * (`reason`, for a week). Once it plays it is a post like any other and leaves this list.
 */
export interface PendingVideo {
  ID: number;
  state: "processing" | "failed";
  percent: number;
  reason: string | null;
  uploaded_at: string;
}

/** The caller's videos on their way to becoming posts, newest first (at most 20). */
export const pendingVideos: UserEndpoint<{ answer: PendingVideo[] }> = {
  method: "GET",
  path: "/api/contents/processing",
  access: "user",
};

/** The caller's settings for posting and reading posts (an addition to API.md, issue 27 items 5 and 6). */
export interface PostSettings {
  /** Remind me when a picture I post has no alt text; off by default. */
  alt_text_reminder: boolean;
  /** Always show content warnings (expanded) and sensitive media (unblurred); off by default. */
  always_show_sensitive: boolean;
}

export const postSettings: UserEndpoint<{ answer: PostSettings }> = {
  method: "GET",
  path: "/api/post-settings",
  access: "user",
};

/** Each setting left out stays as it is. */
export const putPostSettings: UserEndpoint<{ body: Partial<PostSettings>; answer: PostSettings }> = {
  method: "PUT",
  path: "/api/post-settings",
  access: "user",
};
