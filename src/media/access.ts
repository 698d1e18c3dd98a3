import type { Actor } from "../actor.ts";
import { parseMediaKey } from "./keys.ts";

/** Whether this signed-in user may fetch this private media key (e.g. a participant of the chat it was sent in). */
export type CanRead = (user: Actor, key: string) => boolean | Promise<boolean>;

/**
 * Who may fetch private media. Each area that stores private media registers the check for its scope
 * (`private/<scope>/…`); a key of a scope nobody registered, or any private key without a user, is refused.
 */
export class PrivateMediaAccess {
  readonly #checks = new Map<string, CanRead>();

  register(scope: string, canRead: CanRead): void {
    if (this.#checks.has(scope)) throw new Error(`private media scope registered twice: ${scope}`);
    this.#checks.set(scope, canRead);
  }

  async canRead(user: Actor | null, key: string): Promise<boolean> {
    const scope = parseMediaKey(key)?.scope;
    const check = scope ? this.#checks.get(scope) : undefined;
    if (!user || !check) return false;
    return check(user, key);
  }
}
