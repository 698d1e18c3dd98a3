import type { StoredEvent } from "../../../events/index.ts";
import { idempotencyKey, type Outcome, type Reactor, type ReactorDeps } from "./reactor.ts";

/** One attempt at one event: the reactor's work, with its idempotency key. What it records is the caller's to commit. */
export async function deliverOnce(
  reactor: Reactor,
  event: StoredEvent,
  deps: ReactorDeps,
  signal?: AbortSignal,
): Promise<Outcome> {
  return reactor.react(event, { ...deps, key: idempotencyKey(reactor.name, event.position), signal });
}

/** An error as an operator reads it in the parked list: its message, kept short. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 1000);
}
