/**
 * What this browser has shown the person of each contact's identity (their signing key), in local storage:
 * the signing keys it has accepted for them (the first one seen, then each the person accepted after a
 * warning), the one expected now, and the one the person marked verified after comparing safety numbers.
 * An ECDH key is accepted for a contact only when one of these signing keys signed it (conversation.ts).
 */
export type Trust = "new" | "same" | "verified" | "changed" | "verified-changed";

interface Remembered {
  /** Signing keys accepted for this contact, oldest first. */
  shown: string[];
  current: string;
  verified: string | null;
}

const STORAGE = "chatTrust:v2";

/**
 * How `signingKey` stands for this contact: "new" the first time (remembered from now on: trust on first
 * use, as Signal and Element do until people verify), "same"/"verified" when it is the one expected, else
 * "changed" (or "verified-changed" when the person had verified the one before: a prominent warning).
 */
export function trustOf(me: number, other: number, signingKey: string): Trust {
  const all = read();
  const slot = `${me}:${other}`;
  const known = all[slot];
  if (!known) {
    all[slot] = { shown: [signingKey], current: signingKey, verified: null };
    write(all);
    return "new";
  }
  if (known.current === signingKey) return known.verified === signingKey ? "verified" : "same";
  return known.verified ? "verified-changed" : "changed";
}

/** The signing keys whose signatures make an ECDH key of this contact acceptable here. */
export function shownSigningKeys(me: number, other: number): string[] {
  return read()[`${me}:${other}`]?.shown ?? [];
}

/** The person has seen the warning and compared again: the new signing key is the one to expect. */
export function acceptSigningKey(me: number, other: number, signingKey: string): void {
  const all = read();
  const slot = `${me}:${other}`;
  const known = all[slot] ?? { shown: [], current: signingKey, verified: null };
  all[slot] = {
    shown: known.shown.includes(signingKey) ? known.shown : [...known.shown, signingKey],
    current: signingKey,
    verified: null,
  };
  write(all);
}

/** The person compared the safety number with this contact and it matched. */
export function markVerified(me: number, other: number, signingKey: string): void {
  acceptSigningKey(me, other, signingKey);
  const all = read();
  all[`${me}:${other}`]!.verified = signingKey;
  write(all);
}

function read(): Record<string, Remembered> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE) ?? "{}") as Record<string, Remembered>;
  } catch {
    return {};
  }
}

function write(all: Record<string, Remembered>) {
  try {
    localStorage.setItem(STORAGE, JSON.stringify(all));
  } catch {
    // storage refused: nothing is remembered, so every visit is a first use (and warns of nothing)
  }
}
