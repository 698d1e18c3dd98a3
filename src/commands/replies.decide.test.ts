import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import type { Actor } from "../actor.ts";
import { decideDeleteReply, decideReply } from "./replies.decide.ts";

const person = (id: number, isAdmin = false): Actor => ({
  id,
  username: `u${id}`,
  name: `U ${id}`,
  email: `u${id}@example.com`,
  isAdmin,
});
const author = person(1);
const friend = person(2);
const stranger = person(3);
const admin = person(4, true);
const post = { id: 7, authorId: author.id, deleted: false };

describe("replying to a post", () => {
  const replyTo = decider(decideReply);
  const command = { id: 40, postId: 7, text: "Lovely harbour!" };

  test("someone who sees it records a reply naming the post's author, for a notification", () => {
    replyTo
      .given({ post, visible: true })
      .when({ actor: friend, ...command })
      .then([
        {
          type: "ReplyAdded",
          data: { id: 40, post: 7, postAuthor: author.id, author: friend.id, text: "Lovely harbour!" },
        },
      ]);
  });

  test("someone who cannot see it (friends only) finds nothing: 404, as for a post that never was", () => {
    replyTo
      .given({ post, visible: false })
      .when({ actor: stranger, ...command })
      .thenRefuses(404, "content_not_found");
    replyTo
      .given({ post: undefined, visible: false })
      .when({ actor: stranger, ...command })
      .thenRefuses(404, "content_not_found");
  });

  test("a deleted post takes no replies, from its author either", () => {
    replyTo
      .given({ post: { ...post, deleted: true }, visible: false })
      .when({ actor: author, ...command })
      .thenRefuses(404, "content_not_found");
  });
});

describe("deleting a reply", () => {
  const remove = decider(decideDeleteReply);
  const friendsReply = { id: 40, postId: 7, authorId: friend.id };
  const command = { postId: 7, replyId: 40 };
  const deleted = (by: number) => [
    { type: "ReplyDeleted" as const, data: { id: 40, post: 7, postAuthor: author.id, author: friend.id, by } },
  ];

  test("its author may", () => {
    remove
      .given({ post, visible: true, reply: friendsReply })
      .when({ actor: friend, ...command })
      .then(deleted(friend.id));
  });

  test("its author may even after losing sight of the post (unfriended)", () => {
    remove
      .given({ post, visible: false, reply: friendsReply })
      .when({ actor: friend, ...command })
      .then(deleted(friend.id));
  });

  test("the post's author may: the thread is theirs to keep", () => {
    remove
      .given({ post, visible: true, reply: friendsReply })
      .when({ actor: author, ...command })
      .then(deleted(author.id));
  });

  test("an admin may, as for posts", () => {
    remove
      .given({ post, visible: true, reply: friendsReply })
      .when({ actor: admin, ...command })
      .then(deleted(admin.id));
  });

  test("anyone else who sees the post may not: 403", () => {
    remove
      .given({ post, visible: true, reply: friendsReply })
      .when({ actor: stranger, ...command })
      .thenRefuses(403, "not_owner");
  });

  test("someone who cannot see the post finds nothing: 404", () => {
    remove
      .given({ post, visible: false, reply: friendsReply })
      .when({ actor: stranger, ...command })
      .thenRefuses(404, "content_not_found");
  });

  test("a reply under another post, or gone, is not found", () => {
    remove
      .given({ post, visible: true, reply: { ...friendsReply, postId: 8 } })
      .when({ actor: author, ...command })
      .thenRefuses(404, "reply_not_found");
    remove
      .given({ post, visible: true, reply: undefined })
      .when({ actor: friend, ...command })
      .thenRefuses(404, "reply_not_found");
  });
});
