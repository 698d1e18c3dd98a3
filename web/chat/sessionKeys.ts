import { call } from "../api/http.ts";
import { keyBackup, putKeys, putPrekey } from "../../shared/api/chat.ts";
import { PREKEY_MAX_AGE_MS, prekeyStatement } from "../../shared/chat.ts";
import { fromBase64url, toBase64url } from "./crypto/base64url.ts";
import { backupKeys, openBackup, resealBackup } from "./crypto/backup.ts";
import { ECDH_P256, exportPublicKey } from "./crypto/publicKey.ts";
import { prekeyId } from "./crypto/shares.ts";
import { keptSecret, ownKeys } from "./keys.ts";

/**
 * This person's session keys (prekeys, docs/chat.md "forward secrecy"): what the shares of message sessions
 * sent to them, and of their own, are sealed for. The private keys live only in the backup (sealed under
 * the recovery secret, which a set-up device keeps), so every device of theirs, and a new one restored from
 * the backup, has them all, and the identity key alone opens no share. Each page loads them from the backup
 * once; when the published one is missing or a week old, this device makes the next one, seals it into the
 * backup first, then publishes it signed by the identity's signing key.
 */
export interface OwnSessionKeys {
  /** Private keys by prekey id (shares.ts). */
  prekeys: Map<string, CryptoKey>;
  /** The prekey to seal one's own shares for; null when this device cannot (no backup secret kept). */
  current: string | null;
}

const loaded = new Map<number, Promise<OwnSessionKeys>>();

/** The person's session keys, loaded once per page (again when `fresh`: a share names a prekey not known yet). */
export function ownSessionKeys(userId: number, fresh = false): Promise<OwnSessionKeys> {
  let keys = loaded.get(userId);
  if (!keys || fresh) {
    keys = loadAndRenew(userId, Date.now());
    loaded.set(userId, keys);
    const pending = keys;
    pending.catch(() => loaded.get(userId) === pending && loaded.delete(userId));
  }
  return keys;
}

async function loadAndRenew(userId: number, now: number): Promise<OwnSessionKeys> {
  const [secret, keys] = await Promise.all([keptSecret(userId), ownKeys(userId)]);
  if (!secret || !keys?.backup) return { prekeys: new Map(), current: null };
  const { wrapKey, verifier } = await backupKeys({ kind: "secret", bytes: secret }, keys.backup);
  const { wrapped } = await call(keyBackup, { body: { verifier } });
  const owner = { userId, publicKey: keys.publicKey, signingKey: keys.signingKey };
  const opened = await openBackup(wrapped, wrapKey, owner);
  let contents = opened.contents;
  const published = keys.prekey;
  const ours = !!published && contents.prekeys.some((p) => p.publicKey === published.publicKey);
  let current = ours ? published.publicKey : null;
  if (!ours || now - Date.parse(published!.published_at) >= PREKEY_MAX_AGE_MS) {
    const pair = await crypto.subtle.generateKey(ECDH_P256, true, ["deriveBits"]);
    const publicKey = await exportPublicKey(pair.publicKey);
    const privateKey = toBase64url(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    const renewed = { ...contents, prekeys: [...contents.prekeys, { publicKey, privateKey }] };
    try {
      // The backup first: a prekey is published only once every device can get its private key. Not over
      // a backup another tab or device has just replaced (a passphrase chosen meanwhile): next time.
      const backup = await resealBackup(renewed, owner, keys.backup, secret);
      const now = await ownKeys(userId);
      if (now?.publicKey !== keys.publicKey || now.backup?.salt !== keys.backup.salt) throw new Error("Backup changed");
      await call(putKeys, { body: { ...owner, signature: keys.signature, backup, currentVerifier: verifier } });
      contents = renewed;
      const statement = prekeyStatement(userId, publicKey, keys.signingKey);
      const signature = await crypto.subtle.sign(
        { name: "ECDSA", hash: "SHA-256" },
        opened.signingPrivateKey,
        statement,
      );
      await call(putPrekey, { body: { prekey: publicKey, signature: toBase64url(signature) } });
      current = publicKey;
    } catch {
      // offline, or keys replaced meanwhile: the next page tries again; what is known still opens
    }
  }
  const prekeys = new Map<string, CryptoKey>();
  for (const { publicKey, privateKey } of contents.prekeys) {
    const key = await crypto.subtle.importKey("pkcs8", fromBase64url(privateKey), ECDH_P256, false, ["deriveBits"]);
    prekeys.set(await prekeyId(publicKey), key);
  }
  return { prekeys, current };
}

/** Whether `prekey` is signed by the person's signing key (what a sender checks before sealing a share for it). */
export async function verifyPrekey(
  userId: number,
  signingKey: string,
  prekey: { publicKey: string; signature: string },
): Promise<boolean> {
  try {
    const verifier = await crypto.subtle.importKey(
      "spki",
      fromBase64url(signingKey),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    return await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      verifier,
      fromBase64url(prekey.signature),
      prekeyStatement(userId, prekey.publicKey, signingKey),
    );
  } catch {
    return false;
  }
}
