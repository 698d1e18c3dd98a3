import type { z } from "zod";

/**
 * How an area declares which fields of its events are personal, and which events erase a person
 * (docs/security.md, "Privacy of the log"): the catalogue's part of crypto-shredding. The store seals and
 * opens them (store/personal.ts).
 */

/** Which fields of an event type are personal, and whose they are. */
export interface PersonalDeclaration {
  /** The subject whose key seals them, from the event's data; `undefined`: nobody's (left in clear). */
  subject(data: Record<string, unknown>): string | undefined;
  fields: readonly string[];
}

type EventSchema = z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodType }>;
type DataOf<S extends EventSchema> = z.infer<S>["data"];

/** A declaration of `event`'s personal fields: its `[type, declaration]`, for a catalogue's `PERSONAL` list. */
export function personal<S extends EventSchema>(
  event: S,
  subject: (data: DataOf<S>) => string | undefined,
  fields: readonly (keyof DataOf<S> & string)[],
): [string, PersonalDeclaration] {
  return [event.shape.type.value, { subject: subject as PersonalDeclaration["subject"], fields }];
}

/** Whom an erasing event erases; `undefined`: nobody, this time (a first key backup replaces none). */
export type Eraser = (data: Record<string, unknown>) => string | undefined;

/**
 * An event type whose append destroys a subject's key (in the same transaction). Erasing a subject erases
 * its sub-subjects too (`<subject>/<part>`): a person's chat key backups go with the person.
 */
export function erases<S extends EventSchema>(
  event: S,
  subject: (data: DataOf<S>) => string | undefined,
): [string, Eraser] {
  return [event.shape.type.value, subject as Eraser];
}

/**
 * What a sealed field reads as once its subject's key is gone. It names the subject so that two erased
 * accounts never share a username or e-mail (the live unique indexes would refuse the replay), and it is
 * lower case, brackets and a space: no username or e-mail a person can choose looks like it.
 */
export function erasedValue(subject: string): string {
  return `[erased ${subject}]`;
}
