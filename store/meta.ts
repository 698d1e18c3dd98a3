import { AsyncLocalStorage } from "node:async_hooks";
import type { EventMeta } from "../events/index.ts";

/**
 * Who is acting and in which request, carried along the async call chain so that every event a request
 * appends records it without each command having to pass it down.
 */
const current = new AsyncLocalStorage<EventMeta>();

export function withMeta<T>(meta: EventMeta, run: () => T): T {
  return current.run({ ...current.getStore(), ...meta }, run);
}

export function currentMeta(): EventMeta {
  return current.getStore() ?? {};
}

/** Adds the actor once authentication has found one, for the rest of the request. */
export function setActor(actor: number) {
  const meta = current.getStore();
  if (meta) meta.actor = actor;
}

/**
 * Runs `run` outside any request: what it starts (a reactor woken by an append, a cache refill) records no
 * request's id or actor, and is not checked as that actor's action (Store.transact).
 */
export function outsideRequest<T>(run: () => T): T {
  return current.exit(run);
}
