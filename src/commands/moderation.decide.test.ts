import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import {
  decideAction,
  decideAppeal,
  decideAppealDecision,
  decideRevoke,
  type ActionCommand,
  type ActionState,
} from "./moderation.decide.ts";
import type { AppEvent } from "../../events/index.ts";

const now = new Date("2026-11-27T12:00:00.000Z");
const post = { kind: "post" as const, id: 40 };
const reported = { target: post, account: 7, openReportIds: [1, 2] };
const command = (kind: ActionCommand["kind"], extra: Partial<ActionCommand> = {}): ActionCommand => ({
  actionId: 5,
  adminId: 1,
  kind,
  message: "Spam is not allowed",
  now,
  ...extra,
});
const taken = (kind: string, extra: object = {}) =>
  ({
    type: "ModerationActionTaken",
    data: {
      actionId: 5,
      by: 1,
      account: 7,
      kind,
      target: post,
      reportIds: [1, 2],
      message: "Spam is not allowed",
      days: null,
      until: null,
      ...extra,
    },
  }) as AppEvent;

describe("a moderation action", () => {
  const act = decider(decideAction);

  test("dismissing resolves the reports and does nothing else", () => {
    act
      .given(reported)
      .when(command("dismiss"))
      .then([taken("dismiss")]);
  });

  test("a suspension for days ends when its days are over, and ends the sessions now", () => {
    act
      .given(reported)
      .when(command("suspend", { days: 1 }))
      .then([
        taken("suspend", { days: 1, until: "2026-11-28T12:00:00.000Z" }),
        { type: "AllSessionsRevoked", data: { userId: 7, reason: "suspended" } },
      ]);
  });

  test("a suspension needs 1 to 365 days", () => {
    act.given(reported).when(command("suspend")).thenRefuses(400, "suspension_days");
    act
      .given(reported)
      .when(command("suspend", { days: 366 }))
      .thenRefuses(400, "suspension_days");
  });

  test("removing applies to posts and replies only; marking media sensitive to posts only", () => {
    act
      .given({ ...reported, target: { kind: "profile", id: 7 } })
      .when(command("remove"))
      .thenRefuses(400, "action_not_applicable");
    const reply = { kind: "reply" as const, id: 12 };
    act
      .given({ ...reported, target: reply })
      .when(command("remove"))
      .then([taken("remove", { target: reply })]);
    act
      .given({ ...reported, target: reply })
      .when(command("sensitive"))
      .thenRefuses(400, "action_not_applicable");
  });

  test("a moderator does not act on their own account", () => {
    act
      .given({ ...reported, account: 1 })
      .when(command("warn"))
      .thenRefuses(403, "self_moderation");
  });

  test("dismissing reports already resolved is refused", () => {
    act
      .given({ ...reported, openReportIds: [] })
      .when(command("dismiss"))
      .thenRefuses(409, "already_resolved");
  });

  test("a target nobody reported is not found", () => {
    act.given(undefined).when(command("warn")).thenRefuses(404, "report_not_found");
  });
});

const suspension: NonNullable<ActionState> = {
  id: 5,
  accountId: 7,
  kind: "suspend",
  target: post,
  revoked: false,
  appealState: null,
};
const revokedBy = (cause: string) =>
  ({
    type: "ModerationActionRevoked",
    data: { actionId: 5, by: 1, account: 7, kind: "suspend", target: post, cause },
  }) as AppEvent;

describe("taking an action back", () => {
  const revoke = decider(decideRevoke);
  test("lifts a suspension early", () => {
    revoke
      .given(suspension)
      .when({ adminId: 1 })
      .then([revokedBy("undo")]);
  });
  test("cannot unsay a warning", () => {
    revoke
      .given({ ...suspension, kind: "warn" })
      .when({ adminId: 1 })
      .thenRefuses(400, "not_revocable");
  });
  test("happens once", () => {
    revoke
      .given({ ...suspension, revoked: true })
      .when({ adminId: 1 })
      .thenRefuses(409, "already_revoked");
  });
});

describe("an appeal", () => {
  const appeal = decider(decideAppeal);
  const decideIt = decider(decideAppealDecision);

  test("is recorded in the person's words", () => {
    appeal
      .given(suspension)
      .when({ account: 7, text: "It was a joke" })
      .then([{ type: "AppealSubmitted", data: { actionId: 5, account: 7, text: "It was a joke" } }]);
  });
  test("is made once", () => {
    appeal
      .given({ ...suspension, appealState: "refused" })
      .when({ account: 7, text: "Again" })
      .thenRefuses(409, "already_appealed");
  });
  test("of someone else's action is not found", () => {
    appeal.given(suspension).when({ account: 8, text: "Mine?" }).thenRefuses(404, "appeal_not_found");
  });
  test("granted takes the action back", () => {
    decideIt
      .given({ ...suspension, appealState: "pending" })
      .when({ adminId: 1, granted: true })
      .then([{ type: "AppealDecided", data: { actionId: 5, by: 1, account: 7, granted: true } }, revokedBy("appeal")]);
  });
  test("refused leaves the action standing", () => {
    decideIt
      .given({ ...suspension, appealState: "pending" })
      .when({ adminId: 1, granted: false })
      .then([{ type: "AppealDecided", data: { actionId: 5, by: 1, account: 7, granted: false } }]);
  });
  test("is decided once", () => {
    decideIt
      .given({ ...suspension, appealState: "granted" })
      .when({ adminId: 1, granted: true })
      .thenRefuses(409, "appeal_not_pending");
  });
});
