import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson } from "../../tests/posts.ts";
import { someKeyBundle, someKeys } from "../../tests/chat.ts";
import type { OwnKeys } from "../../shared/api/chat.ts";

setDefaultTimeout(60_000);

/**
 * Issue 24: replacing one's chat keys (starting over) asks for the login password on the server, as ending
 * sessions does: an attacker with only a session (a cookie, a 15-minute token) cannot replace the keys,
 * which would erase the owner's backup, warn every contact and receive what they send next. First keys ask
 * for nothing; a new backup of the same keys asks for a proof of the current backup's secret instead.
 */
const t = await testApp();
afterAll(() => t.close());
const [owner, other, third] = await Promise.all([
  createUser(t, { username: "rekeyer" }),
  createUser(t, { username: "rekeyed" }),
  createUser(t, { username: "rebacked" }),
]);
const put = (who: TestUser, body: object) => t.json("PUT", "/api/keys", body, who.headers);
const publicKeyOf = async (who: TestUser) => ((await getJson(t, who, `/api/keys/${who.id}`)) as OwnKeys).publicKey;

describe("replacing chat keys", () => {
  test("first keys need no password; new keys with only a session are refused and change nothing", async () => {
    const first = await someKeyBundle(owner.id);
    expect((await put(owner, first)).status).toBe(200);
    // The attacker holds the session: no password, or a wrong one.
    const theirs = await someKeyBundle(owner.id);
    const none = await put(owner, theirs);
    expect(none.status).toBe(400);
    expect(((await none.json()) as { code: string }).code).toBe("password_required");
    const wrong = await put(owner, { ...theirs, password: "not the password at all" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("wrong_password");
    expect(await publicKeyOf(owner)).toBe(first.publicKey);

    // The owner, who knows the password, starts over.
    const renewed = await someKeyBundle(owner.id);
    expect((await put(owner, { ...renewed, password: owner.password })).status).toBe(200);
    expect(await publicKeyOf(owner)).toBe(renewed.publicKey);
  });

  test("a wrong password counts as a failed sign-in: the per-account limit stops guessing", async () => {
    const first = await someKeyBundle(other.id);
    expect((await put(other, first)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await put(other, { ...(await someKeyBundle(other.id)), password: `guess ${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    expect(await publicKeyOf(other)).toBe(first.publicKey);
  });

  test("a new backup of the same keys needs the current backup's verifier: a session alone cannot replace it", async () => {
    const first = await someKeys(third.id);
    expect((await put(third, first.bundle)).status).toBe(200);
    const saltNow = async () => {
      const keys = (await getJson(t, third, `/api/keys/${third.id}`)) as OwnKeys;
      return keys.backup?.salt;
    };
    // The attacker's backup of the same public keys (it cannot open it either way: the owner can't).
    const theirs = await someKeys(third.id, first.identity);
    const none = await put(third, theirs.bundle);
    expect(none.status).toBe(403);
    expect(((await none.json()) as { code: string }).code).toBe("backup_proof_required");
    const wrong = await put(third, { ...theirs.bundle, currentVerifier: theirs.bundle.backup.verifier });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe("wrong_backup_secret");
    expect(await saltNow()).toBe(first.bundle.backup.salt);

    // The owner's browser, which knows the secret, replaces it.
    const mine = await someKeys(third.id, first.identity);
    expect((await put(third, { ...mine.bundle, currentVerifier: first.bundle.backup.verifier })).status).toBe(200);
    expect(await saltNow()).toBe(mine.bundle.backup.salt);
  });
});
