import type { TestApp } from "./harness.ts";
import { createUser, type TestUser } from "./accounts.ts";
import { post, reply } from "./posts.ts";
import { befriend } from "./friends.ts";
import { someKeyBundle, startChat } from "./chat.ts";

/**
 * The callers of the authorisation table (authorization.test.ts) and the things of the owner's they act on,
 * all made through the API, once per test file.
 */
export const callers = ["anonymous", "user", "owner", "other", "blocked", "admin"] as const;
export type Who = (typeof callers)[number];

/** What one caller's request names: the owner's things, and the caller itself. */
export interface Target {
  /** A post of the owner's, shared with friends only. */
  post: number;
  /** Another such post, one per caller, so a delete by one leaves the others' (and `post`) in place. */
  postToDelete: number;
  /** A reply by the owner's friend (`other`) under `post`, one per caller, for each to try to delete. */
  replyToDelete: number;
  /** The owner's chat with a partner who is none of the callers. */
  chat: number;
  /** The slug of a private zone the owner made. */
  zone: string;
  owner: { id: number; username: string };
  /** The caller's own id (0 for a visitor). */
  me: number;
}

export interface Callers {
  headers: Record<Who, Record<string, string>>;
  targetOf(who: Who): Target;
}

/**
 * Six callers: a visitor; `user`, a signed-in stranger to the owner; `owner`, whose things the requests name;
 * `other`, another user who is the owner's friend (so sees the owner's friends-only post, and may still
 * change nothing of it); `blocked`, an account an admin blocked through the API after it signed in; `admin`.
 */
export async function makeCallers(t: TestApp): Promise<Callers> {
  const user = await createUser(t, { username: "table_user" });
  const owner = await createUser(t, { username: "table_owner" });
  const other = await createUser(t, { username: "table_other" });
  const partner = await createUser(t, { username: "table_partner" });
  const blocked = await createUser(t, { username: "table_blocked" });
  const admin = await createUser(t, { username: "table_admin", admin: true });
  await befriend(t, owner, other);
  await blockThroughApi(t, admin, blocked);

  const friendsOnly = await post(t, owner, "A friends-only post", 2);
  const toDelete = {} as Record<Who, number>;
  for (const who of callers)
    toDelete[who] = await post(t, owner, `A friends-only post, for ${who} to try to delete`, 2);
  const replyToDelete = {} as Record<Who, number>;
  for (const who of callers)
    replyToDelete[who] = await reply(t, other, friendsOnly, `A reply for ${who} to try to delete`);
  const chat = await startChat(t, owner, partner);
  const zone = await createZone(t, owner);
  await expectOk(
    t.json("PUT", "/api/keys", await someKeyBundle(owner.id), owner.headers),
    "publishing the owner's keys",
  );

  const signedIn: Record<Exclude<Who, "anonymous">, TestUser> = { user, owner, other, blocked, admin };
  return {
    headers: {
      anonymous: {},
      user: user.headers,
      owner: owner.headers,
      other: other.headers,
      blocked: blocked.headers,
      admin: admin.headers,
    },
    targetOf: (who) => ({
      post: friendsOnly,
      postToDelete: toDelete[who],
      replyToDelete: replyToDelete[who],
      chat,
      zone,
      owner: { id: owner.id, username: owner.username },
      me: who === "anonymous" ? 0 : signedIn[who].id,
    }),
  };
}

/** As an admin does it from the monitor: the account's sessions end, and its token is kept to try anyway. */
async function blockThroughApi(t: TestApp, admin: TestUser, target: TestUser): Promise<void> {
  const account = {
    name: target.name,
    email: target.email,
    username: target.username,
    is_admin: false,
    is_blocked: true,
    is_verified: true,
  };
  await expectOk(t.json("POST", `/api/monitor/edit/${target.id}`, account, admin.headers), "blocking an account");
}

async function createZone(t: TestApp, owner: TestUser): Promise<string> {
  const form = {
    name: "Owner Only",
    zone: "library",
    mode: "private",
    autoAccess: false,
    avatar: 1,
    broadcastNotify: false,
  };
  const body = (await expectOk(t.json("POST", "/api/zones", form, owner.headers), "creating a zone")) as {
    path: string;
  };
  return body.path.slice("/zones/".length);
}

async function expectOk(answer: Promise<Response>, what: string): Promise<unknown> {
  const response = await answer;
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}
