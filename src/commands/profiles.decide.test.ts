import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decidePicture, decideProfileChange, decideReaction } from "./profiles.decide.ts";

const ann = 1;
const ben = 2;

describe("changing name and organisation", () => {
  const change = decider(decideProfileChange);

  test("records the fields given, and only those", () => {
    change.given(undefined).when({ userId: ann, name: "Ann" }).then([{ type: "ProfileChanged", data: { userId: ann, name: "Ann" } }]);
  });

  test("an empty organisation is recorded as cleared", () => {
    change.given(undefined).when({ userId: ann, organisation: null }).then([{ type: "ProfileChanged", data: { userId: ann, organisation: null } }]);
  });

  test("neither field given records nothing", () => {
    change.given(undefined).when({ userId: ann }).then([]);
  });
});

describe("a new picture", () => {
  const picture = decider(decidePicture);
  const stored = { url: "/media/pictures/a.webp", key: "pictures/a.webp", size: 2048 };

  test("is recorded by its key, URL and size", () => {
    picture.given({ profileExists: true }).when({ userId: ann, picture: stored })
      .then([{ type: "ProfileChanged", data: { userId: ann, picture: stored } }]);
  });

  test("for a profile gone is 404", () => {
    picture.given({ profileExists: false }).when({ userId: ann, picture: stored }).thenRefuses(404, "user_not_found");
  });
});

describe("reacting to a profile", () => {
  const react = decider(decideReaction);

  test("records the reaction on someone else's profile", () => {
    react.given({ profile: ben, current: null }).when({ user: ann, emoji: "❤️" })
      .then({ profile: ben, events: [{ type: "ProfileReactionGiven", data: { profile: ben, user: ann, emoji: "❤️" } }] });
  });

  test("a new reaction replaces the earlier one", () => {
    react.given({ profile: ben, current: "👍" }).when({ user: ann, emoji: "❤️" })
      .then({ profile: ben, events: [{ type: "ProfileReactionGiven", data: { profile: ben, user: ann, emoji: "❤️" } }] });
  });

  test("the same reaction again records nothing", () => {
    react.given({ profile: ben, current: "❤️" }).when({ user: ann, emoji: "❤️" }).then({ profile: ben, events: [] });
  });

  test("no one reacts to their own profile", () => {
    react.given({ profile: ann, current: null }).when({ user: ann, emoji: "❤️" }).thenRefuses(403, "own_profile");
  });

  test("a profile that is not there is 404", () => {
    react.given({ profile: undefined, current: null }).when({ user: ann, emoji: "❤️" }).thenRefuses(404, "user_not_found");
  });
});
