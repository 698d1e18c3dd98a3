import { createHash, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { DeviceLinkStep, KeyBundle } from "../../shared/api/chat.ts";
import { identityStatement, prekeyStatement } from "../../shared/chat.ts";
import { AppError } from "../../shared/errors.ts";
import { userStream } from "../../events/users.ts";
import { backupFailuresSince, chatPartnersOf, keyBundleOf } from "../../projections/chat.queries.ts";
import { decideKeys, decidePrekey } from "./chat.decide.ts";
import { confirmPassword } from "./auth/password.ts";
import { needsFreshSignIn, reauthenticationOf } from "./auth/reauthenticate.decide.ts";
import { userById } from "../../projections/users.queries.ts";
import { sessionById } from "../../projections/sessions.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the server keeps of a verifier: its SHA-256, so a copy of the tables does not hold the proof itself. */
export function verifierHash(verifier: string): string {
  return createHash("sha256").update(Buffer.from(verifier, "base64url")).digest("base64url");
}

/**
 * Refuses keys that are not P-256 points, and a signature that is not the signing key's over the ECDH key:
 * nobody is handed keys their browser would refuse (a browser checks again, and trusts nothing of this).
 */
async function requireSignedKeys(userId: number, bundle: KeyBundle): Promise<void> {
  const key = (text: string, algorithm: "ECDH" | "ECDSA") =>
    crypto.subtle.importKey(
      "spki",
      Buffer.from(text, "base64url"),
      { name: algorithm, namedCurve: "P-256" },
      true,
      algorithm === "ECDSA" ? ["verify"] : [],
    );
  const ecdh = await key(bundle.publicKey, "ECDH").then(
    () => true,
    () => false,
  );
  if (!ecdh) throw AppError.badRequest("publicKey: not a P-256 public key", "invalid_input");
  const signing = await key(bundle.signingKey, "ECDSA").catch(() => null);
  if (!signing) throw AppError.badRequest("signingKey: not a P-256 public key", "invalid_input");
  const statement = identityStatement(userId, bundle.publicKey, bundle.signingKey);
  const valid = await crypto.subtle
    .verify({ name: "ECDSA", hash: "SHA-256" }, signing, Buffer.from(bundle.signature, "base64url"), statement)
    .catch(() => false);
  if (!valid) throw AppError.badRequest("signature: not the signing key's signature of this key", "invalid_input");
}

/**
 * PUT /api/keys: a new key pair, or a new backup of the same pair (decideKeys). A new pair names the people
 * who have a chat with the caller, so the realtime route can tell them from the event alone. The verifier
 * is hashed before anything is written.
 */
export async function publishKeys(
  ctx: AppContext,
  actor: Actor,
  bundle: KeyBundle,
  proof: { password?: string; sessionId?: string; address: string; currentVerifier?: string },
): Promise<void> {
  await requireSignedKeys(actor.id, bundle);
  const before = await keyBundleOf(ctx.db, actor.id);
  if (before?.signingKey && before.publicKey !== bundle.publicKey) await reauthenticateForNewKeys(ctx, actor, proof);
  if (before?.signingKey && before.publicKey === bundle.publicKey && before.wrapped !== bundle.backup.wrapped) {
    // A new backup of the same keys: only for a proof of the current one's secret (counted as any proof),
    // so a stolen session cannot put a backup its owner cannot open in place of theirs (and with it the
    // session keys every device reads history with).
    if (!proof.currentVerifier)
      throw AppError.forbidden(
        "Your current recovery key or passphrase is needed to replace your backup.",
        "backup_proof_required",
      );
    await openKeyBackup(ctx, actor, proof.currentVerifier);
  }
  const { verifier, ...backup } = bundle.backup;
  await ctx.store.transact(async (tx) => {
    const [current, partners] = await Promise.all([keyBundleOf(tx.db, actor.id), chatPartnersOf(tx.db, actor.id)]);
    const backupId = await tx.nextId("chat-backups");
    const command = {
      userId: actor.id,
      publicKey: bundle.publicKey,
      signingKey: bundle.signingKey,
      signature: bundle.signature,
      backupId,
      backup: { ...backup, verifierHash: verifierHash(verifier) },
    };
    const events = decideKeys(command, { current, partners });
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
  });
}

/** Whether `signature` is `signingKey`'s over the person's session key, which must be a P-256 point. */
async function prekeySigned(userId: number, prekey: string, signingKey: string, signature: string) {
  try {
    const spki = (text: string) => Buffer.from(text, "base64url");
    await crypto.subtle.importKey("spki", spki(prekey), { name: "ECDH", namedCurve: "P-256" }, true, []);
    const verifier = await crypto.subtle.importKey(
      "spki",
      spki(signingKey),
      { name: "ECDSA", namedCurve: "P-256" },
      true,
      ["verify"],
    );
    const statement = prekeyStatement(userId, prekey, signingKey);
    return await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifier, spki(signature), statement);
  } catch {
    return false;
  }
}

/**
 * PUT /api/keys/prekey: the caller's new session key (docs/chat.md "forward secrecy"), checked against the
 * signing key current inside the write, so a key change racing it cannot leave a session key of old keys.
 */
export async function publishPrekey(ctx: AppContext, actor: Actor, body: { prekey: string; signature: string }) {
  await ctx.store.transact(async (tx) => {
    const current = await keyBundleOf(tx.db, actor.id);
    const signedByCurrentKey =
      !!current?.signingKey && (await prekeySigned(actor.id, body.prekey, current.signingKey, body.signature));
    const events = decidePrekey({ userId: actor.id, ...body, signedByCurrentKey }, current);
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
  });
}

/**
 * Replacing a key pair of the current design asks the person to authenticate again, as ending sessions
 * does: a stolen session alone must not replace the keys (erasing the backup, warning every contact, and
 * receiving what they send next). The password, whose wrong guesses count as failed sign-ins; an account
 * that signs in with Google only must have signed in on this device in the last 10 minutes. Keys made for
 * the first time, or over keys of the first design, ask for nothing.
 */
async function reauthenticateForNewKeys(
  ctx: AppContext,
  actor: Actor,
  proof: { password?: string; sessionId?: string; address: string },
): Promise<void> {
  const user = await userById(ctx.db, actor.id);
  if (!user) throw AppError.unauthorized();
  if (reauthenticationOf(user) === "password") {
    if (!proof.password)
      throw AppError.badRequest("Please enter your password to start over with new chat keys.", "password_required");
    await confirmPassword(ctx, actor, proof.password, proof.address);
    return;
  }
  const session = proof.sessionId ? await sessionById(ctx.db, proof.sessionId) : undefined;
  if (needsFreshSignIn({ now: ctx.clock.now() }, { session })) {
    throw AppError.forbidden(
      "Please sign in again on this device to start over with new chat keys.",
      "reauthentication_required",
    );
  }
}

const wrongSecret = () =>
  AppError.forbidden("This recovery key or passphrase does not open your chat keys.", "wrong_backup_secret");

/**
 * POST /api/keys/backup: the caller's wrapped keys, for the verifier of their backup secret. A session
 * alone is not enough, and wrong proofs are counted (CHAT_BACKUP_MAX_FAILURES in 24 hours, then 429): what
 * the server would let an attacker with a stolen token take away to guess at offline, it does not give.
 * The count is read and a wrong proof recorded under the write lock, so a burst shares one count.
 */
export async function openKeyBackup(ctx: AppContext, actor: Actor, verifier: string): Promise<{ wrapped: string }> {
  const opened = await ctx.store.transact(async (tx) => {
    const now = ctx.clock.now().getTime();
    const max = ctx.config.chatBackupMaxFailures;
    const failures = await backupFailuresSince(tx.db, actor.id, new Date(now - DAY_MS).toISOString(), max);
    if (failures.length >= max) {
      throw AppError.tooMany(
        (Date.parse(failures[0]!) + DAY_MS - now) / 1000,
        "Too many wrong recovery keys or passphrases. Please try again tomorrow.",
      );
    }
    const row = await keyBundleOf(tx.db, actor.id);
    if (!row?.wrapped || !row.verifierHash) throw AppError.notFound("You have no chat key backup.", "no_backup");
    const presented = Buffer.from(verifierHash(verifier), "base64url");
    const stored = Buffer.from(row.verifierHash, "base64url");
    if (presented.length === stored.length && timingSafeEqual(presented, stored)) return { wrapped: row.wrapped };
    // Recorded, not thrown: throwing here would roll the record back.
    await tx.append(userStream(actor.id), "any", [{ type: "ChatBackupProofRejected", data: { userId: actor.id } }]);
    return null;
  });
  if (!opened) throw wrongSecret();
  return opened;
}

/**
 * POST /api/keys/device-link: one step of approving a new device from one already set up, passed to the
 * caller's own devices only. A signal, like typing: nothing of it lasts, and nothing of it opens anything
 * without the code the person compares on both screens (docs "chat keys").
 */
export function relayDeviceLink(ctx: AppContext, actor: Actor, step: DeviceLinkStep): void {
  ctx.realtime.signal([{ userId: actor.id, event: "device-link", data: step }]);
}
