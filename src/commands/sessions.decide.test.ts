import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import type { RefreshTokenState } from "../../projections/sessions.queries.ts";
import { decideEndOtherSessions, decideEndSession, decideRefresh, decideSignOut } from "./sessions.decide.ts";

const now = new Date("2026-05-01T12:00:00Z");
const token: RefreshTokenState = {
  tokenHash: "old",
  familyId: "family-1",
  userId: 9,
  expiresAt: "2026-05-20T12:00:00.000Z",
  replacedAt: null,
  familyRevokedAt: null,
  familyStartedAt: "2026-04-20T12:00:00.000Z",
};
const DAY = 24 * 60 * 60 * 1000;
const account = { isVerified: true, isBlocked: false };
const command = {
  tokenHash: "old",
  next: { tokenHash: "new", expiresAt: "2026-05-31T12:00:00.000Z" },
  now,
  maxAgeMs: 90 * DAY,
};
const sessionEnded = { status: 401, code: "session_ended" };

describe("refreshing", () => {
  const refresh = decider(decideRefresh);

  test("a live token is swapped for the next one of its family", () => {
    refresh
      .given({ token, account })
      .when(command)
      .then({
        events: [
          {
            type: "SessionRefreshed",
            data: {
              userId: 9,
              familyId: "family-1",
              previousHash: "old",
              tokenHash: "new",
              expiresAt: "2026-05-31T12:00:00.000Z",
            },
          },
        ],
        userId: 9,
        sessionId: "family-1",
        expiresAt: "2026-05-31T12:00:00.000Z",
      });
  });

  test("a sign-in older than its absolute lifetime is refused however recently it was refreshed, and records nothing", () => {
    const old = { ...token, familyStartedAt: new Date(now.getTime() - 90 * DAY).toISOString() };
    refresh.given({ token: old, account }).when(command).thenMatches({ events: [], refusal: sessionEnded });
  });

  test("the new token never outlives the sign-in: its expiry stops at the absolute lifetime", () => {
    const nearEnd = { ...token, familyStartedAt: new Date(now.getTime() - 89 * DAY).toISOString() };
    const end = new Date(now.getTime() + DAY).toISOString();
    refresh
      .given({ token: nearEnd, account })
      .when(command)
      .then({
        events: [
          {
            type: "SessionRefreshed",
            data: { userId: 9, familyId: "family-1", previousHash: "old", tokenHash: "new", expiresAt: end },
          },
        ],
        userId: 9,
        sessionId: "family-1",
        expiresAt: end,
      });
  });

  test("the same token again within the grace window, its successor standing, gets that successor and records nothing", () => {
    const swapped = { ...token, replacedAt: "2026-05-01T11:59:57.000Z" };
    const successor = { ...token, tokenHash: "new", replacedAt: null };
    refresh
      .given({ token: swapped, account, successor })
      .when(command)
      .then({ events: [], userId: 9, sessionId: "family-1", expiresAt: successor.expiresAt });
    // … unless the account was blocked meanwhile.
    refresh
      .given({ token: swapped, account: { ...account, isBlocked: true }, successor })
      .when(command)
      .thenMatches({ events: [], refusal: { status: 403, code: "account_blocked" } });
  });

  test("the same token after the grace window, or with no successor of its own, is reuse: the family is revoked", () => {
    const late = {
      token: { ...token, replacedAt: "2026-05-01T11:59:54.000Z" },
      account,
      successor: { ...token, tokenHash: "new" },
    };
    const foreign = { token: { ...token, replacedAt: "2026-05-01T11:59:59.000Z" }, account, successor: undefined };
    for (const state of [late, foreign]) {
      refresh
        .given(state)
        .when(command)
        .thenMatches({
          events: [{ type: "SessionRevoked", data: { userId: 9, familyId: "family-1", reason: "reuse" } }],
          refusal: sessionEnded,
        });
    }
  });

  test("a token used before is a stolen copy: its whole family is revoked, and the answer is 401", () => {
    refresh
      .given({ token: { ...token, replacedAt: "2026-05-01T11:00:00.000Z" }, account })
      .when(command)
      .thenMatches({
        events: [{ type: "SessionRevoked", data: { userId: 9, familyId: "family-1", reason: "reuse" } }],
        refusal: sessionEnded,
      });
  });

  test("an unknown, revoked or expired token, or an account that is gone, ends the session and records nothing", () => {
    for (const state of [
      { token: undefined, account },
      { token: { ...token, familyRevokedAt: "2026-05-01T10:00:00.000Z" }, account },
      { token: { ...token, expiresAt: "2026-05-01T12:00:00.000Z" }, account },
      { token, account: undefined },
      { token, account: { ...account, isVerified: false } },
    ]) {
      refresh.given(state).when(command).thenMatches({ events: [], refusal: sessionEnded });
    }
  });

  test("a blocked account is told so: 403", () => {
    refresh
      .given({ token, account: { ...account, isBlocked: true } })
      .when(command)
      .thenMatches({ events: [], refusal: { status: 403, code: "account_blocked" } });
  });
});

describe("signing out", () => {
  const signOut = decider((_: "sign out", state: RefreshTokenState | undefined) => decideSignOut(state));

  test("ends the token's session", () => {
    signOut
      .given(token)
      .when("sign out")
      .then([{ type: "SessionRevoked", data: { userId: 9, familyId: "family-1", reason: "logout" } }]);
  });

  test("an unknown or already ended session records nothing", () => {
    signOut.given(undefined).when("sign out").then([]);
    signOut
      .given({ ...token, familyRevokedAt: "2026-05-01T10:00:00.000Z" })
      .when("sign out")
      .then([]);
  });
});

describe("ending sessions from Settings", () => {
  const live = { userId: 9, revokedAt: null };

  test("its owner ends one of their live sessions", () => {
    const end = decider((familyId: string, session: { userId: number; revokedAt: string | null } | undefined) =>
      decideEndSession(9, session, familyId),
    );
    end
      .given(live)
      .when("family-1")
      .then([{ type: "SessionRevoked", data: { userId: 9, familyId: "family-1", reason: "ended" } }]);
  });

  test("someone else's, an unknown or an ended session is not there (404)", () => {
    const end = decider((familyId: string, session: { userId: number; revokedAt: string | null } | undefined) =>
      decideEndSession(9, session, familyId),
    );
    for (const session of [
      undefined,
      { userId: 10, revokedAt: null },
      { userId: 9, revokedAt: "2026-05-01T10:00:00.000Z" },
    ]) {
      end.given(session).when("family-1").thenRefuses(404, "session_not_found");
    }
  });

  test("ending every other session keeps the one asking", () => {
    const sessions = [{ familyId: "a" }, { familyId: "b" }, { familyId: "c" }];
    const others = decider((kept: string | undefined, live: { familyId: string }[]) =>
      decideEndOtherSessions(9, live, kept),
    );
    others
      .given(sessions)
      .when("b")
      .then([
        { type: "SessionRevoked", data: { userId: 9, familyId: "a", reason: "ended" } },
        { type: "SessionRevoked", data: { userId: 9, familyId: "c", reason: "ended" } },
      ]);
  });
});
