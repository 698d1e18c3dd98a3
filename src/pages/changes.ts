import type { StoredEvent } from "../../events/index.ts";
import { shown } from "../../shared/kept-pages.ts";

/** Every kept page: what an event changes reaches too far to name (an account deleted leaves every list it was in). */
export const EVERYTHING = "*";

/**
 * What an event changes of what kept pages show (shared/kept-pages.ts), so that exactly the pages showing
 * it are dropped. Every event type is listed: one that no kept page shows says so by changing nothing, and
 * a new type does not compile until it is placed here. When unsure, an event names more than it changes:
 * a page dropped for nothing costs one render, a page kept past a change shows someone a wrong page.
 */
export function changedBy(event: StoredEvent): string[] {
  switch (event.type) {
    case "UserRegistered":
    case "UserRegisteredWithGoogle":
    case "UserVerified":
    case "UserUnverified":
    case "UserPromoted":
    case "UserDemoted":
    case "UserEdited":
    case "ProfileChanged":
      return [shown.account(event.data.userId)];
    case "UserBlocked":
    case "UserUnblocked":
      // The account's posts leave every list, or come back to it, wherever they fall among the newest.
      return [shown.account(event.data.userId), shown.postsBy(event.data.userId), shown.publicPosts];
    case "UserDeleted":
      // Its posts, friendships, ratings and reactions go from every list and count.
      return [EVERYTHING];
    case "ProfileReactionGiven":
      return [shown.account(event.data.profile)];
    case "PostCreated":
      return event.data.sharing === 1
        ? [shown.postsBy(event.data.author), shown.publicPosts]
        : [shown.postsBy(event.data.author)];
    case "PostEdited":
      // Its sharing may have changed: a post made public may now be among the newest public ones.
      return [shown.post(event.data.id), shown.publicPosts];
    case "PostDeleted":
      // A list that did not show it is unchanged: its newest posts are still the newest.
      return [shown.post(event.data.id)];
    case "PostRated":
      return [shown.post(event.data.post)];
    case "FriendRequested":
    case "FriendRequestAccepted":
    case "FriendRequestDeclined":
    case "FriendRequestCancelled":
      return [shown.friendsOf(event.data.from), shown.friendsOf(event.data.to)];
    case "FriendshipEnded":
      return [shown.friendsOf(event.data.by), shown.friendsOf(event.data.other)];
    // Sign-ins and sessions: a page is served only after authentication has accepted the session.
    case "RegistrationCodeIssued":
    case "RegistrationCodeRejected":
    case "LoginSucceeded":
    case "LoginFailed":
    case "PasswordResetRequested":
    case "PasswordReset":
    case "AuthRequestCounted":
    case "PasswordChanged":
    case "SessionStarted":
    case "SessionRefreshed":
    case "SessionRevoked":
    case "AllSessionsRevoked":
    // Shown by no kept page: activity, chat, games, videos, zones, push, investors and contact.
    case "UserActive":
    case "ChatStarted":
    case "ChatMessageSent":
    case "ChatMediaSent":
    case "ChatMessagesRead":
    case "ChatMessagesDelivered":
    case "ChatReadReceiptsSet":
    case "ChatKeyPublished":
    case "ChatKeyRewrapped":
    case "ChatKeyBackupReplaced":
    case "ChatBackupProofRejected":
    case "ChatPrekeyPublished":
    case "GameAdded":
    case "GameChanged":
    case "GameRemoved":
    case "FavouriteAdded":
    case "FavouriteRemoved":
    case "ScoreRecorded":
    case "VideoAdded":
    case "VideoChanged":
    case "VideoRemoved":
    case "ZoneCreated":
    case "ZoneNotesSaved":
    case "ZoneGuestInvited":
    case "ZoneInvitationRevoked":
    case "ZoneAccessRequested":
    case "ZoneAccessApproved":
    case "ZoneAccessRefused":
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
      return [];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
