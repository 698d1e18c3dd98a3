/**
 * What the operator's event listings hide. The log holds no secret in clear (DESIGN.md), but a hash of a
 * password, code or token is still something to guess against offline, a code's or token's id gives the
 * value to whoever also has JWT_SECRET, a wrapped private key is a chat key waiting for its passphrase,
 * and a push subscription's `auth` lets anyone push to that browser. None of it helps an operator.
 *
 * By name, wherever the field sits in an event's data: the names the catalogue uses now (events/auth.ts,
 * sessions.ts, users.ts, chat.ts, push.ts), and any future field whose name says it is one of those.
 */
const SECRET_NAMES = /hash$|token|secret|password|privatekey|^auth$|^codeid$|^wrapped$/i;

/** A chat message's `content` is the browser's sealed envelope: ciphertext, and no use in a terminal. */
const SEALED_TYPES = new Set(["ChatMessageSent"]);

export const REDACTED = "[redacted]";
export const SEALED = "[sealed]";

export function isSecretField(name: string): boolean {
  return SECRET_NAMES.test(name);
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = isSecretField(key) ? REDACTED : redactValue(inner);
  return copy;
}

/** An event's data as the CLI may print it. */
export function redactEventData(type: string, data: unknown): unknown {
  const redacted = redactValue(data);
  if (SEALED_TYPES.has(type) && redacted && typeof redacted === "object" && "content" in redacted) {
    return { ...redacted, content: SEALED };
  }
  return redacted;
}
