import type { StoredEvent } from "../../events/index.ts";

/**
 * What an event changes of what the caches hold: the one map every cache follows (src/cache/README.md).
 * Each change names a thing of the read models as a reader sees it, never a cache: a cache drops, or
 * updates, what it holds of the things named, and ignores the rest.
 */
export type Change =
  /** An account as any page or request shows it: name, username, e-mail, admin flag, verification, being blocked, picture, organisation, the reactions to its profile. */
  | { kind: "account"; id: number }
  /** How an account signs in: its password. */
  | { kind: "signIn"; id: number }
  /** When an account was last active (recorded every few minutes): the new moment, to keep in place. */
  | { kind: "activeAt"; id: number; at: string }
  /** A post as its card shows it: text, sharing, ratings (each reader's own among them), being there at all. */
  | { kind: "post"; id: number }
  /** A post left every list it was in (its author's, the public ones), its author unnamed by the event. */
  | { kind: "postLeftLists"; id: number }
  /** Which public posts are the newest: a public post added, or posts that may have become public or visible again. */
  | { kind: "publicPosts" }
  /** Which of an author's posts are the newest visible ones. */
  | { kind: "postsBy"; id: number }
  /** A reader's own rating of a post, as it is now. */
  | { kind: "rating"; id: number; post: number; stars: number; emoji: string | null }
  /** Whom an account blocked or muted, and who blocked it. */
  | { kind: "blocksOf"; id: number }
  /** Who a user's friends are, requests included. */
  | { kind: "friendsOf"; id: number }
  /** A member's keyword filters. */
  | { kind: "filtersOf"; id: number }
  /** One sign-in session (a refresh-token family): it ended. */
  | { kind: "session"; id: string }
  /** Every session of an account: they ended. */
  | { kind: "sessionsOf"; id: number }
  /** A refresh token, by its hash: issued or used up. */
  | { kind: "refreshToken"; id: string }
  /** The games and videos catalogue. */
  | { kind: "catalogue" }
  /** Too much to name (an account deleted leaves every list, count and friendship it was in): everything. */
  | { kind: "everything" };

export type ChangeKind = Change["kind"];

/** The name a change goes by where caches index what they hold by name (cached pages: shared/cached-pages.ts). */
export function nameOf(change: Change): string {
  return "id" in change ? `${change.kind}:${change.id}` : change.kind;
}

/** Everything a cache may hold changed. */
const everything: Change[] = [{ kind: "everything" }];
const account = (id: number): Change => ({ kind: "account", id });
const post = (id: number): Change => ({ kind: "post", id });
const publicPosts: Change = { kind: "publicPosts" };
const postsBy = (id: number): Change => ({ kind: "postsBy", id });
const friendsOf = (id: number): Change => ({ kind: "friendsOf", id });
const refreshToken = (id: string): Change => ({ kind: "refreshToken", id });

/**
 * What `event` changes. Every event type of the catalogue is listed: one that no cache holds says so by
 * changing nothing, and a new type does not compile until it is placed here. When unsure, an event names
 * more than it changes: a cache dropping something for nothing costs one read, a cache holding something
 * past a change shows someone a wrong answer.
 */
export function changedBy(event: StoredEvent): Change[] {
  switch (event.type) {
    case "UserRegistered":
    case "UserRegisteredWithGoogle":
    case "UserVerified":
    case "UserUnverified":
    case "UserPromoted":
    case "UserDemoted":
    case "UserEdited":
    case "ProfileChanged":
      return [account(event.data.userId)];
    case "UserBlocked":
    case "UserUnblocked":
    // The account's posts leave every list or come back to it, wherever they fall among the newest, and its
    // replies leave the reply counts of others' posts, which nothing here names one by one (an admin's rare act).
    case "UserDeleted":
      // Its posts, friendships, ratings, reactions and sessions go from every list and count.
      return everything;
    case "ProfileReactionGiven":
      return [account(event.data.profile)];
    // Every signed-in page's shell carries it (how posts are shown to this person).
    case "SensitiveContentDisplaySet":
      return [account(event.data.userId)];
    case "UserActive":
      return [{ kind: "activeAt", id: event.data.userId, at: event.data.at }];
    case "PasswordReset":
      return [{ kind: "signIn", id: event.data.userId }];
    case "PasswordChanged":
      // Every session ends but the one it was changed in, which the event does not spell out for caches.
      return [
        { kind: "signIn", id: event.data.userId },
        { kind: "sessionsOf", id: event.data.userId },
      ];
    case "PostCreated":
      return event.data.sharing === 1 ? [postsBy(event.data.author), publicPosts] : [postsBy(event.data.author)];
    case "PostEdited":
      // Its sharing may have changed: a post made public may now be among the newest public ones.
      return [post(event.data.id), publicPosts];
    case "PostDeleted":
      // A list that did not show it is unchanged: its newest posts are still the newest.
      return [{ kind: "postLeftLists", id: event.data.id }, post(event.data.id)];
    case "PostRated": {
      const { post: id, user, stars, emoji } = event.data;
      return [post(id), { kind: "rating", id: user, post: id, stars, emoji }];
    }
    // A reply changes its post's count, shown on the post's card.
    case "ReplyAdded":
    case "ReplyDeleted":
      return [post(event.data.post)];
    case "ContentHiddenPendingReview":
      // A reply's thread and its post's count change wherever the post shows: rare, as a moderator's action.
      if (event.data.target.kind === "reply") return everything;
      return [postsBy(event.data.account), publicPosts];
    case "ModerationActionTaken":
    case "ModerationActionRevoked":
      // Rare, and a post held, a media marked or an account limited shows on any list its author is on.
      return everything;
    case "MemberBlocked":
    case "MemberUnblocked":
    case "MemberMuted":
    case "MemberUnmuted": {
      // What each of the two sees changes on many pages (feeds, profiles, settings): every page of either
      // shows their own account in the shell, so naming both accounts drops exactly their pages.
      const { by, other } = event.data;
      return [account(by), account(other), { kind: "blocksOf", id: by }, { kind: "blocksOf", id: other }];
    }
    case "KeywordFilterAdded":
    case "KeywordFilterChanged":
    case "KeywordFilterRemoved":
      // Which posts the member's feeds show or collapse: their cached pages go (every page shows their
      // account in the shell) and their kept feed answers with them.
      return [account(event.data.by), { kind: "filtersOf", id: event.data.by }];
    case "FriendRequested":
    case "FriendRequestAccepted":
    case "FriendRequestDeclined":
    case "FriendRequestCancelled":
      return [friendsOf(event.data.from), friendsOf(event.data.to)];
    case "FriendshipEnded":
      return [friendsOf(event.data.by), friendsOf(event.data.other)];
    case "SessionStarted":
      return [refreshToken(event.data.tokenHash)];
    case "SessionRefreshed":
      return [refreshToken(event.data.previousHash), refreshToken(event.data.tokenHash)];
    case "SessionRevoked":
      return [{ kind: "session", id: event.data.familyId }];
    case "AllSessionsRevoked":
      return [{ kind: "sessionsOf", id: event.data.userId }];
    case "GameAdded":
    case "GameChanged":
    case "GameRemoved":
    case "VideoAdded":
    case "VideoChanged":
    case "VideoRemoved":
      return [{ kind: "catalogue" }];
    // Held by no cache: sign-in attempts and codes, chat, favourites and scores, zones, push, investors and
    // contact messages.
    case "RegistrationCodeIssued":
    case "RegistrationCodeRejected":
    case "LoginSucceeded":
    case "LoginFailed":
    case "PasswordResetRequested":
    case "AuthRequestCounted":
    case "ChatStarted":
    case "ChatMessageSent":
    case "ChatMediaSent":
    case "ChatMessagesRead":
    case "ChatMessagesDelivered":
    case "ChatReadReceiptsSet":
    case "AltTextReminderSet":
    case "ChatKeyPublished":
    case "ChatKeyRewrapped":
    case "ChatPrekeyPublished":
    case "ChatKeyBackupReplaced":
    case "ChatBackupProofRejected":
    case "FavouriteAdded":
    case "FavouriteRemoved":
    case "ScoreRecorded":
    case "ZoneCreated":
    case "ZoneNotesSaved":
    case "ZoneGuestInvited":
    case "ZoneInvitationRevoked":
    case "ZoneAccessRequested":
    case "ZoneAccessApproved":
    case "ZoneAccessRefused":
    // Zone talk reaches its hearers live and is read only for reports: nothing cached holds it.
    case "ZoneMessageSaid":
    case "PushSubscribed":
    case "PushSubscriptionRemoved":
    case "PushInterestsSet":
    case "InvestorAdded":
    case "InvestorMailRequested":
    case "InvestorMailed":
    case "InvestorMailSkipped":
    case "InvestorReviewed":
    case "InvestorRemoved":
    case "InvestorBulkMailStarted":
    case "ContactMessageSent":
    // A video on its way is fetched by its author's browser (ProcessingVideos), never part of a cached page.
    case "PostVideoUploaded":
    case "PostVideoProcessing":
    case "PostVideoReady":
    case "PostVideoFailed":
    // The moderation queue is read per request, by admins only.
    case "ReportFiled":
    case "ReportEvidenceFrozen":
    case "AppealSubmitted":
    case "AppealDecided":
    // The notifications page is rendered per request, and Settings fetches the choices itself.
    case "NotificationsRead":
    case "NotificationRead":
    case "NotificationSettingsSet":
      return [];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The changes of these events, in the log's order. */
export function changesOf(events: readonly StoredEvent[]): Change[] {
  return events.flatMap(changedBy);
}
