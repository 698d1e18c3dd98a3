import type { StoredEvent } from "../events/index.ts";
import type { NotificationKind } from "../shared/notifications.ts";
import type { ModerationActionKind, ReportTargetKind } from "../shared/moderation.ts";

/** Something that concerns `to`, done by `actor`, in the group `key`. */
export interface Notice {
  to: number;
  kind: NotificationKind;
  key: string;
  actor: number;
  subject: { id: number | null; slug: string | null; name: string | null };
}

/** A group that no longer stands (a request taken back: remove) or was seen elsewhere (a chat opened: read). */
export interface Settled {
  to: number;
  key: string;
  how: "read" | "remove";
}

/** What the routing needs beside the event: the rated post's author, the zone owner's friends. (A reply names its post's author.) */
export interface Facts {
  postAuthor?: number;
  ownerFriends?: number[];
}

export interface Routed {
  notices: Notice[];
  settled: Settled[];
}

/** The events the routing reads; the projection is applied exactly these (and its own). */
export const ROUTED_EVENTS = [
  "FriendRequested",
  "FriendRequestAccepted",
  "FriendRequestDeclined",
  "FriendRequestCancelled",
  "PostRated",
  "ReplyAdded",
  "ChatMessageSent",
  "ChatMediaSent",
  "ChatMessagesRead",
  "ZoneCreated",
  "ZoneGuestInvited",
  "ZoneInvitationRevoked",
  "ZoneAccessRequested",
  "ZoneAccessApproved",
  "ModerationActionTaken",
  "AppealDecided",
] as const;

const none = { id: null, slug: null, name: null };
const nothing: Routed = { notices: [], settled: [] };

export const groupKey = {
  friendRequest: (from: number) => `friend_request:${from}`,
  friendAccepted: (by: number) => `friend_accepted:${by}`,
  rating: (post: number) => `rating:${post}`,
  reply: (post: number) => `reply:${post}`,
  message: (chat: number) => `message:${chat}`,
  zone: (kind: NotificationKind, zone: number) => `${kind}:${zone}`,
  moderation: (action: number) => `moderation:${action}`,
  appeal: (action: number) => `appeal:${action}`,
};

/**
 * Who an event concerns and how (the pure half of the projection: tested given/when/then). Nobody is told
 * of their own doing.
 */
export function routeNotifications(event: StoredEvent, facts: Facts): Routed {
  switch (event.type) {
    case "FriendRequested": {
      const { from, to } = event.data;
      return told({ to, kind: "friend_request", key: groupKey.friendRequest(from), actor: from, subject: none });
    }
    case "FriendRequestAccepted": {
      const { from, to } = event.data;
      return {
        notices: [{ to: from, kind: "friend_accepted", key: groupKey.friendAccepted(to), actor: to, subject: none }],
        settled: [{ to, key: groupKey.friendRequest(from), how: "read" }],
      };
    }
    case "FriendRequestDeclined":
      return settle(event.data.to, groupKey.friendRequest(event.data.from), "read");
    case "FriendRequestCancelled":
      return settle(event.data.to, groupKey.friendRequest(event.data.from), "remove");
    case "PostRated": {
      const { post, user } = event.data;
      if (facts.postAuthor === undefined) return nothing;
      const subject = { ...none, id: post };
      return told({ to: facts.postAuthor, kind: "rating", key: groupKey.rating(post), actor: user, subject });
    }
    case "ReplyAdded": {
      const { post, postAuthor, author } = event.data;
      return told({
        to: postAuthor,
        kind: "reply",
        key: groupKey.reply(post),
        actor: author,
        subject: { ...none, id: post },
      });
    }
    case "ChatMessageSent":
    case "ChatMediaSent": {
      const { chatId, from, to } = event.data;
      const subject = { ...none, id: chatId };
      return told({ to, kind: "message", key: groupKey.message(chatId), actor: from, subject });
    }
    case "ChatMessagesRead":
      return settle(event.data.reader, groupKey.message(event.data.chatId), "read");
    case "ZoneCreated": {
      const zone = event.data;
      // As the broadcast itself (src/reactors/zones.ts): a private zone only with auto-access, or no friend could enter.
      if (!zone.broadcastNotify || (zone.mode === "private" && !zone.autoAccess)) return nothing;
      const subject = { id: zone.zoneId, slug: zone.slug, name: zone.name };
      const key = groupKey.zone("zone_broadcast", zone.zoneId);
      return {
        notices: (facts.ownerFriends ?? []).map((to) => ({
          to,
          kind: "zone_broadcast" as const,
          key,
          actor: zone.owner,
          subject,
        })),
        settled: [],
      };
    }
    case "ZoneGuestInvited":
      return zoneNotice(event.data, "zone_invitation", event.data.userId, event.data.owner);
    case "ZoneInvitationRevoked":
      return settle(event.data.userId, groupKey.zone("zone_invitation", event.data.zoneId), "remove");
    case "ZoneAccessRequested":
      return zoneNotice(event.data, "zone_request", event.data.owner, event.data.userId);
    case "ZoneAccessApproved":
      return zoneNotice(event.data, "zone_approved", event.data.userId, event.data.owner);
    case "ModerationActionTaken": {
      const { actionId, by, account, kind, until, target } = event.data;
      if (kind === "dismiss") return nothing;
      const subject = { id: actionId, slug: null, name: moderationPhrase(kind, until, target?.kind) };
      return told({ to: account, kind: "moderation", key: groupKey.moderation(actionId), actor: by, subject });
    }
    case "AppealDecided": {
      const { actionId, by, account, granted } = event.data;
      const name = granted
        ? "granted your appeal and took the decision back"
        : "read your appeal and kept the decision";
      const subject = { id: actionId, slug: null, name };
      return told({ to: account, kind: "moderation", key: groupKey.appeal(actionId), actor: by, subject });
    }
    default:
      return nothing;
  }
}

/** What a moderator did, as the person is told it ("A moderator warned you."). */
function moderationPhrase(
  kind: Exclude<ModerationActionKind, "dismiss">,
  until: string | null,
  target: ReportTargetKind | undefined,
): string {
  switch (kind) {
    case "remove":
      return target === "reply" ? "removed your reply" : "removed your post";
    case "sensitive":
      return "marked your post's media as sensitive";
    case "warn":
      return "warned you";
    case "limit":
      return "limited your account: your posts are seen by your friends only";
    case "suspend":
      return `suspended your account until ${until?.slice(0, 10) ?? "further notice"}`;
    case "suspend_forever":
      return "suspended your account";
  }
}

function told(notice: Notice): Routed {
  return notice.to === notice.actor ? nothing : { notices: [notice], settled: [] };
}

function settle(to: number, key: string, how: Settled["how"]): Routed {
  return { notices: [], settled: [{ to, key, how }] };
}

function zoneNotice(
  zone: { zoneId: number; slug: string; zoneName: string },
  kind: NotificationKind,
  to: number,
  actor: number,
): Routed {
  const subject = { id: zone.zoneId, slug: zone.slug, name: zone.zoneName };
  return told({ to, kind, key: groupKey.zone(kind, zone.zoneId), actor, subject });
}

/** A group as it stands: its latest people (newest first, at most three) and how many there are. */
export interface Group {
  actors: number[];
  actorCount: number;
}

export const SHOWN_ACTORS = 3;

/** The group after `actor` acted again or for the first time (`isNew`: not yet counted in it). */
export function regroup(group: Group | undefined, actor: number, isNew: boolean): Group {
  const earlier = (group?.actors ?? []).filter((id) => id !== actor);
  return {
    actors: [actor, ...earlier].slice(0, SHOWN_ACTORS),
    actorCount: (group?.actorCount ?? 0) + (isNew ? 1 : 0),
  };
}
