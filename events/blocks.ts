import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * One member blocking or muting another, on the actor's stream `blocks-<by>`: a block hides the two from each
 * other both ways and closes every channel between them; a mute only takes `other`'s posts out of `by`'s feeds.
 */
const userId = z.number().int().positive();
const Pair = z.object({ by: userId, other: userId });

export const MemberBlocked = defineEvent("MemberBlocked", Pair);
export const MemberUnblocked = defineEvent("MemberUnblocked", Pair);
export const MemberMuted = defineEvent("MemberMuted", Pair);
export const MemberUnmuted = defineEvent("MemberUnmuted", Pair);

export const blocksEvents = [MemberBlocked, MemberUnblocked, MemberMuted, MemberUnmuted] as const;

/** The actor's own list of blocks and mutes. */
export function blocksStream(by: number): string {
  return `blocks-${by}`;
}
