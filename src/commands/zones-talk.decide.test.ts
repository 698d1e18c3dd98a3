import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import type { ZonePresent } from "../../shared/api/zones.ts";
import { decideSay, type SayCommand, type SayState } from "./zones-talk.decide.ts";

const say = decider(decideSay);
const at = (userId: number, x: number, z = 0): ZonePresent => ({
  slug: "desert",
  userId,
  name: `P${userId}`,
  avatar: 1,
  position: [x, 0, z],
  rotationY: 0,
});
const ann = at(1, 0);
const command: SayCommand = { id: 7, zone: "desert", author: 1, name: "Ann", text: "Hello" };
const said = (hearers: number[], extra: object = {}) => [
  {
    type: "ZoneMessageSaid",
    data: { id: 7, zone: "desert", author: 1, name: "Ann", text: "Hello", position: [0, 0, 0], hearers, ...extra },
  },
];
const state = (others: ZonePresent[], blocked: number[] = []): SayState => ({
  speaker: ann,
  others,
  blocked: new Set(blocked),
});

describe("saying something in a zone", () => {
  test("is heard by the speaker and those within 15 units, not those further", () => {
    say
      .given(state([at(2, 14), at(3, 9, 12), at(4, 15.01), at(5, 0, -40)]))
      .when(command)
      .then(said([1, 2, 3]) as never);
  });

  test("is not heard by anyone blocked either way with the speaker, however near", () => {
    say
      .given(state([at(2, 1), at(3, 2)], [3]))
      .when(command)
      .then(said([1, 2]) as never);
  });

  test("said alone, only the speaker hears it; in an instance, the instance is recorded", () => {
    say
      .given(state([]))
      .when(command)
      .then(said([1]) as never);
    say
      .given({ ...state([at(2, 1)]), instance: "desert#2" })
      .when(command)
      .then(said([1, 2], { instance: "desert#2" }) as never);
  });

  test("is trimmed; empty or over 200 characters is refused", () => {
    say
      .given(state([]))
      .when({ ...command, text: "  Hello \n" })
      .then(said([1]) as never);
    say
      .given(state([]))
      .when({ ...command, text: "   " })
      .thenRefuses(400, "zone_talk_empty");
    say
      .given(state([]))
      .when({ ...command, text: "x".repeat(201) })
      .thenRefuses(400, "zone_talk_too_long");
  });

  test("before the speaker's first presence in the zone, is refused", () => {
    say
      .given({ speaker: undefined, others: [at(2, 1)], blocked: new Set() })
      .when(command)
      .thenRefuses(409, "zone_not_present");
  });
});
