import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideCreateZone, decideZoneNotes } from "./zones.decide.ts";

const choices = { mode: "public", autoAccess: false, avatar: 1, broadcastNotify: true } as const;

describe("creating a zone", () => {
  const create = decider(decideCreateZone);

  test("given its id, a zone of a built-in world is created at /zones/<name>-<id>, with the owner's choices", () => {
    create
      .given({ zoneId: 12 })
      .when({ owner: 3, zone: { name: "Sunny Dunes", zone: "desert", ...choices } })
      .then({
        path: "/zones/sunny-dunes-12",
        events: [
          {
            type: "ZoneCreated",
            data: { zoneId: 12, slug: "sunny-dunes-12", scene: "desert", name: "Sunny Dunes", ...choices, owner: 3 },
          },
        ],
      });
  });

  test("a world that is not built in is refused with the form's own message", () => {
    create
      .given({ zoneId: 12 })
      .when({ owner: 3, zone: { name: "Nowhere", zone: "atlantis", ...choices } })
      .thenRefuses(400, "zone_unknown");
  });
});

describe("saving a zone's notes", () => {
  const notes = decider(decideZoneNotes);

  test("given other notes (or none), the whole text is saved", () => {
    const saved = [{ type: "ZoneNotesSaved" as const, data: { zone: "library", userId: 3, text: "chapter 2" } }];
    notes.given({ saved: "chapter 1" }).when({ userId: 3, zone: "library", text: "chapter 2" }).then(saved);
    notes.given({ saved: null }).when({ userId: 3, zone: "library", text: "chapter 2" }).then(saved);
  });

  test("given the same text saved, nothing is recorded", () => {
    notes.given({ saved: "chapter 1" }).when({ userId: 3, zone: "library", text: "chapter 1" }).then([]);
  });
});
