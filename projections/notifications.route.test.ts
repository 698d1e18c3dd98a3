import { describe, expect, test } from "bun:test";
import { decider } from "../tests/decider.ts";
import type { StoredEvent } from "../events/index.ts";
import { regroup, routeNotifications, type Facts } from "./notifications.route.ts";
import { actorsPhrase, inQuietHours, sentenceOf } from "../shared/notifications.ts";

const ann = 1;
const bob = 2;
const cat = 3;
const none = { id: null, slug: null, name: null };

/** An event as the log holds it, for the routing (which reads its type and data only). */
function logged(type: string, data: object): StoredEvent {
  return { type, data, position: 10, stream: "s", version: 1, meta: {}, at: "2026-11-27T10:00:00.000Z" } as StoredEvent;
}

const route = decider((event: StoredEvent, facts: Facts) => routeNotifications(event, facts));

describe("who an event concerns", () => {
  test("a friend request tells the person asked, in a group per asker", () => {
    route
      .given({})
      .when(logged("FriendRequested", { from: bob, to: ann }))
      .then({
        notices: [{ to: ann, kind: "friend_request", key: "friend_request:2", actor: bob, subject: none }],
        settled: [],
      });
  });

  test("an acceptance tells the asker, and the request it answers is read", () => {
    route
      .given({})
      .when(logged("FriendRequestAccepted", { from: bob, to: ann }))
      .then({
        notices: [{ to: bob, kind: "friend_accepted", key: "friend_accepted:1", actor: ann, subject: none }],
        settled: [{ to: ann, key: "friend_request:2", how: "read" }],
      });
  });

  test("a request taken back is removed", () => {
    route
      .given({})
      .when(logged("FriendRequestCancelled", { from: bob, to: ann }))
      .then({ notices: [], settled: [{ to: ann, key: "friend_request:2", how: "remove" }] });
  });

  test("a reply tells the post's author, grouped per post; replying under one's own post tells nobody", () => {
    route
      .given({})
      .when(logged("ReplyAdded", { id: 40, post: 7, postAuthor: ann, author: bob, text: "Lovely!" }))
      .then({
        notices: [{ to: ann, kind: "reply", key: "reply:7", actor: bob, subject: { ...none, id: 7 } }],
        settled: [],
      });
    route
      .given({})
      .when(logged("ReplyAdded", { id: 41, post: 7, postAuthor: ann, author: ann, text: "Thanks!" }))
      .then({ notices: [], settled: [] });
  });

  test("a moderator's decision tells the account, one per action; a dismissal tells nobody", () => {
    const taken = { actionId: 9, by: cat, account: ann, target: null, reportIds: [4], message: "Rude", days: null };
    route
      .given({})
      .when(logged("ModerationActionTaken", { ...taken, kind: "warn", until: null }))
      .then({
        notices: [
          {
            to: ann,
            kind: "moderation",
            key: "moderation:9",
            actor: cat,
            subject: { ...none, id: 9, name: "warned you" },
          },
        ],
        settled: [],
      });
    route
      .given({})
      .when(logged("ModerationActionTaken", { ...taken, kind: "dismiss", until: null }))
      .then({ notices: [], settled: [] });
  });

  test("a rating tells the post's author, grouped per post", () => {
    route
      .given({ postAuthor: ann })
      .when(logged("PostRated", { post: 7, user: cat, stars: 5, emoji: null }))
      .then({
        notices: [{ to: ann, kind: "rating", key: "rating:7", actor: cat, subject: { ...none, id: 7 } }],
        settled: [],
      });
  });

  test("nobody is told of their own rating", () => {
    route
      .given({ postAuthor: ann })
      .when(logged("PostRated", { post: 7, user: ann, stars: 5, emoji: null }))
      .then({
        notices: [],
        settled: [],
      });
  });

  test("a message says who, never what; reading the chat reads it", () => {
    const sent = logged("ChatMessageSent", {
      chatId: 4,
      messageId: 9,
      from: bob,
      to: ann,
      senderName: "Bob",
      unreadTotal: 1,
      content: "sealed",
    });
    route
      .given({})
      .when(sent)
      .then({
        notices: [{ to: ann, kind: "message", key: "message:4", actor: bob, subject: { ...none, id: 4 } }],
        settled: [],
      });
    route
      .given({})
      .when(logged("ChatMessagesRead", { chatId: 4, reader: ann, other: bob, upTo: 9, unreadTotal: 0 }))
      .then({ notices: [], settled: [{ to: ann, key: "message:4", how: "read" }] });
  });

  test("a broadcast zone tells each of the owner's friends; a private one without auto-access tells nobody", () => {
    const zone = {
      zoneId: 5,
      slug: "park",
      name: "Park",
      scene: "park",
      mode: "public",
      autoAccess: false,
      avatar: 1,
      broadcastNotify: true,
      owner: ann,
    };
    const subject = { id: 5, slug: "park", name: "Park" };
    route
      .given({ ownerFriends: [bob, cat] })
      .when(logged("ZoneCreated", zone))
      .then({
        notices: [
          { to: bob, kind: "zone_broadcast", key: "zone_broadcast:5", actor: ann, subject },
          { to: cat, kind: "zone_broadcast", key: "zone_broadcast:5", actor: ann, subject },
        ],
        settled: [],
      });
    route
      .given({ ownerFriends: [bob] })
      .when(logged("ZoneCreated", { ...zone, mode: "private" }))
      .then({
        notices: [],
        settled: [],
      });
  });

  test("an invitation, a request to enter and an approval each tell the other side", () => {
    const guest = { zoneId: 5, slug: "den", zoneName: "Den", owner: ann, userId: bob };
    const subject = { id: 5, slug: "den", name: "Den" };
    route
      .given({})
      .when(logged("ZoneGuestInvited", { ...guest, ownerName: "Ann" }))
      .then({
        notices: [{ to: bob, kind: "zone_invitation", key: "zone_invitation:5", actor: ann, subject }],
        settled: [],
      });
    route
      .given({})
      .when(logged("ZoneAccessRequested", { ...guest, name: "Bob", username: "bob" }))
      .then({ notices: [{ to: ann, kind: "zone_request", key: "zone_request:5", actor: bob, subject }], settled: [] });
    route
      .given({})
      .when(logged("ZoneAccessApproved", guest))
      .then({
        notices: [{ to: bob, kind: "zone_approved", key: "zone_approved:5", actor: ann, subject }],
        settled: [],
      });
  });
});

describe("grouping", () => {
  const group = decider((command: { actor: number; isNew: boolean }, state: Parameters<typeof regroup>[0]) =>
    regroup(state, command.actor, command.isNew),
  );

  test("a first person starts the group", () => {
    group
      .given(undefined)
      .when({ actor: bob, isNew: true })
      .then({ actors: [bob], actorCount: 1 });
  });

  test("a new person goes first and is counted; only the latest three are kept by name", () => {
    group
      .given({ actors: [cat, bob, 7], actorCount: 5 })
      .when({ actor: 8, isNew: true })
      .then({ actors: [8, cat, bob], actorCount: 6 });
  });

  test("someone rating again moves to the front without being counted twice", () => {
    group
      .given({ actors: [cat, bob], actorCount: 2 })
      .when({ actor: bob, isNew: false })
      .then({
        actors: [bob, cat],
        actorCount: 2,
      });
  });
});

describe("wording and quiet hours", () => {
  test("a group reads as Mastodon's: one, two, or the first and the others", () => {
    expect(sentenceOf("friend_request", actorsPhrase(["bob"], 1), null)).toBe("bob sent you a friend request");
    expect(sentenceOf("rating", actorsPhrase(["ann", "cat"], 2), null)).toBe("ann and cat rated your post");
    expect(sentenceOf("rating", actorsPhrase(["ann", "cat", "dan"], 5), null)).toBe("ann and 4 others rated your post");
    expect(sentenceOf("rating", actorsPhrase(["ann"], 2), null)).toBe("ann and 1 other rated your post");
  });

  test("quiet hours past midnight wrap, in the person's time zone", () => {
    const quiet = { from: "22:00", to: "07:00", timeZone: "Europe/Paris" };
    // 21:30 UTC is 22:30 in Paris in November (UTC+1): quiet. 06:30 UTC is 07:30 there: not.
    expect(inQuietHours(new Date("2026-11-27T21:30:00Z"), quiet)).toBe(true);
    expect(inQuietHours(new Date("2026-11-27T06:30:00Z"), quiet)).toBe(false);
    expect(inQuietHours(new Date("2026-11-27T05:30:00Z"), quiet)).toBe(true);
    expect(inQuietHours(new Date("2026-11-27T12:00:00Z"), { ...quiet, from: "09:00", to: "17:00" })).toBe(true);
    expect(inQuietHours(new Date("2026-11-27T12:00:00Z"), null)).toBe(false);
  });
});
