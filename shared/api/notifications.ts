import type { PageQuery, UserEndpoint } from "./endpoint.ts";
import type { NotificationKind, NotificationSettings, StoredNotificationSettings } from "../notifications.ts";

/** Someone named in a notification. */
export interface NotificationActor {
  id: number;
  username: string;
  name: string;
  profile: string | null;
}

/**
 * One notification group (all ratings of one post, one friend request…): its latest people (newest first,
 * up to three) and how many there are, the sentence it reads as, where it leads, and whether it is read.
 * `position` orders the list and is the next page's `before`.
 */
export interface NotificationItem {
  key: string;
  kind: NotificationKind;
  position: number;
  at: string;
  read: boolean;
  actors: NotificationActor[];
  actorCount: number;
  text: string;
  link: string;
}

/** The caller's notifications, newest first, paged by `before` (a position) and `limit` (API.md conventions). */
export const notificationsList: UserEndpoint<{
  query: PageQuery;
  answer: NotificationItem[];
}> = { method: "GET", path: "/api/notifications", access: "user" };

/** How many of the caller's notifications are unread (counted up to 100: the badge shows "99+"). */
export const unreadNotifications: UserEndpoint<{ answer: { total: number } }> = {
  method: "GET",
  path: "/api/notifications/unread",
  access: "user",
};

/** "Mark all read": every notification the caller has now. Answers the unread count left (0). */
export const markAllNotificationsRead: UserEndpoint<{ answer: { total: number } }> = {
  method: "POST",
  path: "/api/notifications/read-all",
  access: "user",
};

/** One of the caller's notifications opened; 404 when the caller has none of that key. */
export const markNotificationRead: UserEndpoint<{ body: { key: string }; answer: { total: number } }> = {
  method: "POST",
  path: "/api/notifications/read",
  access: "user",
};

/** The caller's choices per kind and quiet hours (every kind's, defaults filled in). */
export const notificationSettings: UserEndpoint<{ answer: NotificationSettings }> = {
  method: "GET",
  path: "/api/notification-settings",
  access: "user",
};

/** Replaces the caller's choices; a kind left out keeps its default. */
export const putNotificationSettings: UserEndpoint<{ body: StoredNotificationSettings; answer: NotificationSettings }> =
  { method: "PUT", path: "/api/notification-settings", access: "user" };
