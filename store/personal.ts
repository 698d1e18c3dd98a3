import { createCipheriv, createDecipheriv, randomBytes, randomFillSync } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Reader, Tx } from "./db.ts";
import { personalKeys } from "./schema.ts";
import { erasedValue, type Eraser, type PersonalDeclaration } from "../events/personal.ts";

/**
 * Crypto-shredding of the log's personal data (docs/security.md, "Privacy of the log"). Each person (a subject:
 * `user-<id>`) has a random AES-256 key in `personal_keys`, a table that is no read model: replay leaves it
 * alone. The store seals the personal fields of an event (its `PERSONAL` declaration, beside the event's
 * schema, events/personal.ts) under the subject's key before the event is written, and opens them again whenever the log is
 * read. An erasing event (UserDeleted) replaces the key by a tombstone in its own transaction: from then on
 * the sealed fields of that subject's events read as `erasedValue(subject)`, whoever reads them.
 */

/** The key of an event's data that holds its sealed fields; the fields themselves are left out of the data. */
export const SEALED_KEY = "personal";

interface Sealed {
  subject: string;
  fields: readonly string[];
  /** base64 of iv (12) | ciphertext | tag (16); `null` when the subject was erased before the event was written. */
  box: string | null;
}

/** The privacy rules of the whole catalogue: built once from the areas' declarations. */
export class PersonalData {
  readonly #declared: Map<string, PersonalDeclaration>;
  readonly #erasing: Map<string, Eraser>;

  constructor(declared: [string, PersonalDeclaration][], erasing: [string, Eraser][]) {
    this.#declared = new Map(declared);
    this.#erasing = new Map(erasing);
  }

  /** A per-transaction memory of keys: one read of a subject's key per transaction, however many events. */
  keyring(): Keyring {
    return new Map();
  }

  /**
   * The event's data as the log keeps it: the declared fields that hold strings sealed under their subject's
   * key (made on first use), bound to the event's place in the log (`aadOf`) so the box cannot be moved to
   * another.
   */
  async seal(tx: Tx, keys: Keyring, event: SealedEvent): Promise<Record<string, unknown>> {
    const sealing = this.#sealing(event.type, event.data);
    await keysFor(tx, keys, sealing ? [sealing.subject] : []);
    return sealedWith(keys, sealing, event);
  }

  /**
   * Each event's data as the log keeps it (`seal`), in the events' order: an erasing event destroys its
   * subject's key before the events after it are sealed. The keys they take are read (or made) in one
   * statement, not two per person, however many events.
   */
  async sealInOrder(
    tx: Tx,
    keys: Keyring,
    events: readonly SealedEvent[],
    at: string,
  ): Promise<Record<string, unknown>[]> {
    const sealings = events.map((event) => this.#sealing(event.type, event.data));
    await keysFor(
      tx,
      keys,
      sealings.flatMap((sealing) => sealing?.subject ?? []),
    );
    const sealed: Record<string, unknown>[] = [];
    for (const [i, event] of events.entries()) {
      sealed.push(sealedWith(keys, sealings[i], event));
      const erased = this.erasedBy(event.type, event.data);
      if (erased !== undefined) await this.erase(tx, keys, erased, at);
    }
    return sealed;
  }

  /** Whose key seals which of `data`'s fields; `undefined` when nothing of it is to be sealed. */
  #sealing(type: string, data: Record<string, unknown>): Sealing | undefined {
    const declaration = this.#declared.get(type);
    if (!declaration) return undefined;
    const subject = declaration.subject(data);
    if (subject === undefined) return undefined;
    // Most events have every declared field: their list is the declaration's own, not a copy.
    const fields = declaration.fields.every((f) => typeof data[f] === "string")
      ? declaration.fields
      : declaration.fields.filter((f) => typeof data[f] === "string");
    return fields.length === 0 ? undefined : { subject, fields };
  }

  /** Whether `data` was written sealed (or needs no sealing: nothing of it is declared personal). */
  isSealed(data: unknown): boolean {
    return sealedOf(data) !== undefined;
  }

  /** The subject `type`'s event erases, if it is an erasing event. */
  erasedBy(type: string, data: Record<string, unknown>): string | undefined {
    return this.#erasing.get(type)?.(data);
  }

  /** Destroys the subject's key, and its sub-subjects': their sealed fields can never be opened again. */
  async erase(tx: Tx, keys: Keyring, subject: string, at: string): Promise<void> {
    // Overwritten in place first (same size), so the key's bytes do not survive in the page's free space.
    // `substr` rather than LIKE: a subject's own `_` or `%` must not match other subjects.
    const under = `${subject}/`;
    await tx.run(sql`update ${personalKeys} set key = zeroblob(32) where subject = ${subject}
      or (substr(subject, 1, ${under.length}) = ${under} and key is not null)`);
    await tx.run(sql`update ${personalKeys} set key = null, erased_at = coalesce(erased_at, ${at})
      where substr(subject, 1, ${under.length}) = ${under}`);
    await tx.run(sql`insert into ${personalKeys} (subject, key, erased_at) values (${subject}, null, ${at})
      on conflict (subject) do update set key = null, erased_at = coalesce(erased_at, excluded.erased_at)`);
    keys.set(subject, null);
    for (const known of keys.keys()) if (known.startsWith(under)) keys.set(known, null);
  }
}

/**
 * Events with their sealed fields opened, or replaced by the erased value when the key is gone; events
 * written before sealing existed (no sealed box) are returned as they are. It needs no declaration (a
 * sealed box names its subject and fields): a replay's read-ahead thread (store/read-ahead-worker.ts) opens
 * its pages with this without loading the catalogue. Readers take the log through `openLogged`
 * (store/catalogue.ts), which also upcasts.
 */
export async function openSealed<E extends { type: string; data: unknown; stream: string; version: number }>(
  db: Reader,
  rows: E[],
): Promise<E[]> {
  const subjects = new Set<string>();
  for (const row of rows) {
    const sealed = sealedOf(row.data);
    if (sealed?.box) subjects.add(sealed.subject);
  }
  if (subjects.size === 0) return rows;
  const found = await db.all<{ subject: string; key: ArrayBuffer | Uint8Array | null }>(
    sql`select subject, key from ${personalKeys} where subject in (select value from json_each(${JSON.stringify([...subjects])}))`,
  );
  const keys = new Map(found.map((r) => [r.subject, r.key ? Buffer.from(r.key as ArrayBuffer) : null]));
  return rows.map((row) => {
    const sealed = sealedOf(row.data);
    if (!sealed) return row;
    const { [SEALED_KEY]: _, ...data } = row.data as Record<string, unknown>;
    // Opened on first read of a sealed field: most readers of a page (reactors, the tail, chat's
    // projection) never look at them, and a box costs microseconds to open.
    let opened: Record<string, unknown> | undefined;
    const key = keys.get(sealed.subject) ?? null;
    const aad = aadOf(row);
    for (const field of sealed.fields) {
      Object.defineProperty(data, field, {
        enumerable: true,
        configurable: true,
        get: () => (opened ??= openBox(sealed, key, aad))[field],
        set: (value: unknown) =>
          Object.defineProperty(data, field, { value, enumerable: true, configurable: true, writable: true }),
      });
    }
    return { ...row, data };
  });
}

/** Keys read or made in one transaction; `null`: the subject was erased. */
export type Keyring = Map<string, Buffer | null>;

export function aadOf(event: { stream: string; version: number; type: string }): string {
  return `${event.stream}\n${event.version}\n${event.type}`;
}

/** An event as sealing takes it: what it is, where it goes in the log, and its data in clear. */
export interface SealedEvent {
  type: string;
  stream: string;
  version: number;
  data: Record<string, unknown>;
}

/** Whose key seals which fields of an event's data. */
interface Sealing {
  subject: string;
  fields: readonly string[];
}

/** The event's data with the fields `sealing` names sealed under the key `keys` holds for its subject (read already). */
function sealedWith(keys: Keyring, sealing: Sealing | undefined, event: SealedEvent): Record<string, unknown> {
  const { data } = event;
  if (!sealing) return data;
  const { subject, fields } = sealing;
  const key = keys.get(subject);
  if (key === undefined) throw new Error(`the key of ${subject} was not read before sealing`);
  const plain: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const field in data) {
    if (fields.includes(field)) plain[field] = data[field];
    else kept[field] = data[field];
  }
  const sealed: Sealed = { subject, fields, box: key ? encrypt(key, JSON.stringify(plain), aadOf(event)) : null };
  kept[SEALED_KEY] = sealed;
  return kept;
}

/** Puts the keys of `subjects` into `keys`: read, or made for those who have none yet. */
async function keysFor(tx: Tx, keys: Keyring, subjects: string[]): Promise<void> {
  const wanted = [...new Set(subjects)].filter((subject) => !keys.has(subject));
  if (wanted.length === 0) return;
  const found = await tx.all<{ subject: string; key: ArrayBuffer | Uint8Array | null }>(
    sql`select subject, key from ${personalKeys} where subject in (select value from json_each(${JSON.stringify(wanted)}))`,
  );
  for (const row of found) keys.set(row.subject, row.key ? Buffer.from(row.key as ArrayBuffer) : null);
  const made = wanted.filter((subject) => !keys.has(subject)).map((subject) => ({ subject, key: randomBytes(32) }));
  if (made.length === 0) return;
  // No `on conflict`: inside the write transaction nobody can have made one since the read above, and a
  // key silently kept from someone else would seal these events under a key that is not stored.
  const rows = JSON.stringify(made.map(({ subject, key }) => [subject, key.toString("hex")]));
  await tx.run(
    sql`insert into ${personalKeys} (subject, key) select value->>0, unhex(value->>1) from json_each(${rows})`,
  );
  for (const { subject, key } of made) keys.set(subject, key);
}

function sealedOf(data: unknown): Sealed | undefined {
  if (!data || typeof data !== "object") return undefined;
  const sealed = (data as Record<string, unknown>)[SEALED_KEY];
  return sealed && typeof sealed === "object" && "fields" in sealed ? (sealed as Sealed) : undefined;
}

function openBox(sealed: Sealed, key: Buffer | null, aad: string): Record<string, unknown> {
  if (sealed.box && key && !isZero(key)) return JSON.parse(decrypt(key, sealed.box, aad)) as Record<string, unknown>;
  return Object.fromEntries(sealed.fields.map((f) => [f, erasedValue(sealed.subject)]));
}

function isZero(key: Buffer): boolean {
  return key.every((b) => b === 0);
}

/** The IVs: random, never one twice, taken from a buffer filled 4,096 at a time. */
const IV_BYTES = 12;
const ivs = Buffer.alloc(IV_BYTES * 4096);
let ivsTaken = ivs.length;

/**
 * A fresh random IV. One fill of the buffer instead of a `randomBytes(12)` per event: a 5,000-post append
 * seals 5,000 texts, and each call cost 0.7 µs of the 3.5 that AES-GCM takes (issue #14, item 9).
 */
function nextIv(): Buffer {
  if (ivsTaken === ivs.length) {
    randomFillSync(ivs);
    ivsTaken = 0;
  }
  ivsTaken += IV_BYTES;
  return ivs.subarray(ivsTaken - IV_BYTES, ivsTaken);
}

function encrypt(key: Buffer, plain: string, aad: string): string {
  const iv = nextIv();
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = cipher.update(plain, "utf8");
  // GCM's `final` only checks and returns nothing: the ciphertext is all `update`'s.
  cipher.final();
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64");
}

function decrypt(key: Buffer, box: string, aad: string): string {
  const bytes = Buffer.from(box, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
}
