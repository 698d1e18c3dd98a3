import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideReadAll, decideReadOne, decideSettings } from "./notifications.decide.ts";
import { defaultNotificationSettings } from "../../shared/notifications.ts";

const ann = 1;

describe("mark all read", () => {
  const readAll = decider(decideReadAll);

  test("reads up to the newest group the person has", () => {
    readAll
      .given({ newest: 42, unread: 3 })
      .when({ userId: ann })
      .then([{ type: "NotificationsRead", data: { userId: ann, upTo: 42 } }]);
  });

  test("nothing unread records nothing", () => {
    readAll.given({ newest: 42, unread: 0 }).when({ userId: ann }).then([]);
  });
});

describe("one notification opened", () => {
  const readOne = decider(decideReadOne);

  test("an unread group is read as it stands", () => {
    readOne
      .given({ group: { position: 30, readPosition: 12 } })
      .when({ userId: ann, key: "rating:7" })
      .then([{ type: "NotificationRead", data: { userId: ann, key: "rating:7", upTo: 30 } }]);
  });

  test("a read one records nothing", () => {
    readOne
      .given({ group: { position: 30, readPosition: 30 } })
      .when({ userId: ann, key: "rating:7" })
      .then([]);
  });

  test("a key the person does not have (someone else's) is not found", () => {
    readOne
      .given({ group: undefined })
      .when({ userId: ann, key: "rating:7" })
      .thenRefuses(404, "notification_not_found");
  });
});

describe("choices", () => {
  const choose = decider(decideSettings);
  const current = defaultNotificationSettings();

  test("a kind turned off is recorded with every other kind as it was", () => {
    const kinds = { ...current.kinds, rating: { page: false, push: false } };
    choose
      .given({ current })
      .when({ userId: ann, settings: { kinds: { rating: { page: false, push: false } }, quiet: null } })
      .then([{ type: "NotificationSettingsSet", data: { userId: ann, kinds, quiet: null } }]);
  });

  test("quiet hours in a known time zone are recorded", () => {
    const quiet = { from: "22:00", to: "07:00", timeZone: "Europe/Paris" };
    choose
      .given({ current })
      .when({ userId: ann, settings: { kinds: {}, quiet } })
      .then([{ type: "NotificationSettingsSet", data: { userId: ann, kinds: current.kinds, quiet } }]);
  });

  test("the same choices again record nothing", () => {
    choose
      .given({ current })
      .when({ userId: ann, settings: { kinds: { rating: { page: true, push: true } }, quiet: null } })
      .then([]);
  });

  test("an unknown time zone is refused", () => {
    choose
      .given({ current })
      .when({ userId: ann, settings: { kinds: {}, quiet: { from: "22:00", to: "07:00", timeZone: "Mars/Olympus" } } })
      .thenRefuses(400, "invalid_time_zone");
  });
});
