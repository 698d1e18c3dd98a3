import { describe, expect, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import type { Actor } from "../actor.ts";
import {
  createdWarnings,
  decideAltTextReminder,
  decideDelete,
  decideEdit,
  decideRating,
  decideSensitiveDisplay,
} from "./posts.decide.ts";

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
const post = { authorId: author.id, deleted: false };

describe("editing a post", () => {
  const edit = decider(decideEdit);
  const change = { id: 7, text: "Harbour at dawn", sharing: 2 as const };

  test("its author records the new text and sharing", () => {
    edit
      .given({ post, visible: true })
      .when({ actor: author, ...change })
      .then([{ type: "PostEdited", data: { id: 7, author: author.id, text: "Harbour at dawn", sharing: 2 } }]);
  });

  test("its author changes the picture's alt text, or removes it with an empty one", () => {
    const data = { id: 7, author: author.id, text: "Harbour at dawn", sharing: 2 as const };
    const picture = { ...post, mediaType: "image" as const };
    edit
      .given({ post: picture, visible: true })
      .when({ actor: author, ...change, altText: "Boats at dawn" })
      .then([{ type: "PostEdited", data: { ...data, altText: "Boats at dawn" } }]);
    edit
      .given({ post: picture, visible: true })
      .when({ actor: author, ...change, altText: "" })
      .then([{ type: "PostEdited", data: { ...data, altText: null } }]);
  });

  test("a post without a picture records no alt text", () => {
    edit
      .given({ post: { ...post, mediaType: "video" }, visible: true })
      .when({ actor: author, ...change, altText: "A video described" })
      .then([{ type: "PostEdited", data: { id: 7, author: author.id, text: "Harbour at dawn", sharing: 2 } }]);
  });

  test("nobody else changes the alt text: 403", () => {
    edit
      .given({ post, visible: true })
      .when({ actor: friend, ...change, altText: "Not mine to say" })
      .thenRefuses(403, "not_owner");
  });

  test("someone who sees it may not: 403", () => {
    edit
      .given({ post, visible: true })
      .when({ actor: friend, ...change })
      .thenRefuses(403, "not_owner");
  });

  test("an admin may not either: their power is deleting", () => {
    edit
      .given({ post, visible: true })
      .when({ actor: admin, ...change })
      .thenRefuses(403, "not_owner");
  });

  test("someone who cannot see it finds nothing: 404, as for a post that never was", () => {
    edit
      .given({ post, visible: false })
      .when({ actor: stranger, ...change })
      .thenRefuses(404, "content_not_found");
    edit
      .given({ post: undefined, visible: false })
      .when({ actor: author, ...change })
      .thenRefuses(404, "content_not_found");
  });

  test("a deleted post is gone, for its author too", () => {
    edit
      .given({ post: { ...post, deleted: true }, visible: false })
      .when({ actor: author, ...change })
      .thenRefuses(404, "content_not_found");
  });
});

describe("deleting a post", () => {
  const remove = decider(decideDelete);

  test("its author may", () => {
    remove
      .given({ post, visible: true })
      .when({ actor: author, id: 7 })
      .then([{ type: "PostDeleted", data: { id: 7 } }]);
  });

  test("an admin may delete any post they can name, seen or not", () => {
    remove
      .given({ post, visible: false })
      .when({ actor: admin, id: 7 })
      .then([{ type: "PostDeleted", data: { id: 7 } }]);
  });

  test("anyone else: 403 when they see it, 404 when they do not", () => {
    remove.given({ post, visible: true }).when({ actor: friend, id: 7 }).thenRefuses(403, "not_owner");
    remove.given({ post, visible: false }).when({ actor: stranger, id: 7 }).thenRefuses(404, "content_not_found");
  });

  test("twice: the second finds nothing", () => {
    remove
      .given({ post: { ...post, deleted: true }, visible: false })
      .when({ actor: author, id: 7 })
      .thenRefuses(404, "content_not_found");
  });
});

describe("rating a post", () => {
  const rate = decider(decideRating);

  test("a first rating is recorded with its emoji", () => {
    rate
      .given({ visible: true, previous: undefined })
      .when({ actor: friend, id: 7, stars: 5, emoji: "🔥" })
      .then([{ type: "PostRated", data: { post: 7, user: friend.id, stars: 5, emoji: "🔥" } }]);
  });

  test("a new rating replaces the old; the same one again records nothing", () => {
    const previous = { stars: 4, emoji: null };
    rate
      .given({ visible: true, previous })
      .when({ actor: friend, id: 7, stars: 4, emoji: "✨" })
      .then([{ type: "PostRated", data: { post: 7, user: friend.id, stars: 4, emoji: "✨" } }]);
    rate.given({ visible: true, previous }).when({ actor: friend, id: 7, stars: 4, emoji: null }).then([]);
  });

  test("an emoji must be one that rating offers", () => {
    rate
      .given({ visible: true, previous: undefined })
      .when({ actor: friend, id: 7, stars: 1, emoji: "🔥" })
      .thenRefuses(400, "invalid_emoji");
  });

  test("a post the rater cannot see is absent", () => {
    rate
      .given({ visible: false, previous: undefined })
      .when({ actor: stranger, id: 7, stars: 3, emoji: null })
      .thenRefuses(404, "content_not_found");
  });
});

describe("the alt text reminder", () => {
  const remind = decider(decideAltTextReminder);

  test("turned on records it", () => {
    remind
      .given({ current: false })
      .when({ actor: author, remind: true })
      .then([{ type: "AltTextReminderSet", data: { userId: author.id, remind: true } }]);
  });

  test("the same again records nothing", () => {
    remind.given({ current: true }).when({ actor: author, remind: true }).then([]);
  });
});

describe("a post's content warning and sensitive media (issue 27 item 5)", () => {
  const edit = decider(decideEdit);
  const change = { id: 7, text: "Harbour at dawn", sharing: 1 as const };
  const data = { id: 7, author: author.id, text: "Harbour at dawn", sharing: 1 as const };
  const picture = { ...post, mediaType: "image" as const };

  test("the author sets a warning, and removes it with an empty one or null", () => {
    edit
      .given({ post, visible: true })
      .when({ actor: author, ...change, contentWarning: "Spiders" })
      .then([{ type: "PostEdited", data: { ...data, contentWarning: "Spiders" } }]);
    edit
      .given({ post, visible: true })
      .when({ actor: author, ...change, contentWarning: "" })
      .then([{ type: "PostEdited", data: { ...data, contentWarning: null } }]);
    edit
      .given({ post, visible: true })
      .when({ actor: author, ...change, contentWarning: null })
      .then([{ type: "PostEdited", data: { ...data, contentWarning: null } }]);
  });

  test("an edit that leaves them out records nothing of them (they stay as they were)", () => {
    edit
      .given({ post: picture, visible: true })
      .when({ actor: author, ...change })
      .then([{ type: "PostEdited", data }]);
  });

  test("the author marks the media sensitive, or unmarks it", () => {
    edit
      .given({ post: picture, visible: true })
      .when({ actor: author, ...change, mediaSensitive: true })
      .then([{ type: "PostEdited", data: { ...data, mediaSensitive: true } }]);
    edit
      .given({ post: { ...post, mediaType: "video" }, visible: true })
      .when({ actor: author, ...change, mediaSensitive: false })
      .then([{ type: "PostEdited", data: { ...data, mediaSensitive: false } }]);
  });

  test("a post without media records no sensitive mark", () => {
    edit
      .given({ post: { ...post, mediaType: null }, visible: true })
      .when({ actor: author, ...change, mediaSensitive: true })
      .then([{ type: "PostEdited", data }]);
  });

  test("nobody else sets them: 403 for a reader, an admin too; 404 for who cannot see it", () => {
    for (const actor of [friend, admin]) {
      edit
        .given({ post: picture, visible: true })
        .when({ actor, ...change, contentWarning: "Not mine", mediaSensitive: true })
        .thenRefuses(403, "not_owner");
    }
    edit
      .given({ post: picture, visible: false })
      .when({ actor: stranger, ...change, contentWarning: "Not mine" })
      .thenRefuses(404, "content_not_found");
  });

  test("a new post keeps a written warning, and the sensitive mark only with media", () => {
    const expectWarnings = (choice: Parameters<typeof createdWarnings>[0], media: "image" | "video" | null) =>
      expect(createdWarnings(choice, media));
    expectWarnings({ contentWarning: "Spiders", mediaSensitive: true }, "image").toEqual({
      contentWarning: "Spiders",
      mediaSensitive: true,
    });
    expectWarnings({ contentWarning: "", mediaSensitive: false }, "video").toEqual({});
    expectWarnings({ mediaSensitive: true }, null).toEqual({});
    expectWarnings({ mediaSensitive: true }, "video").toEqual({ mediaSensitive: true });
  });
});

describe("always showing content warnings and sensitive media", () => {
  const display = decider(decideSensitiveDisplay);

  test("turned on records it, and off again", () => {
    display
      .given({ current: false })
      .when({ actor: author, alwaysShow: true })
      .then([{ type: "SensitiveContentDisplaySet", data: { userId: author.id, alwaysShow: true } }]);
    display
      .given({ current: true })
      .when({ actor: author, alwaysShow: false })
      .then([{ type: "SensitiveContentDisplaySet", data: { userId: author.id, alwaysShow: false } }]);
  });

  test("the same again records nothing", () => {
    display.given({ current: false }).when({ actor: author, alwaysShow: false }).then([]);
  });
});
