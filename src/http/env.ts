import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";

/** Typed per-request values, read with `c.get(name)` (`c.var` copies them all into a new object on each access). */
export interface AppEnv {
  Variables: {
    ctx: AppContext;
    requestId: string;
    secureHeadersNonce?: string;
    /** Who the request acts as, once authentication has found someone. */
    actor: Actor | null;
    /** The session (refresh-token family) the request's credential belongs to, once authentication has found one. */
    sessionId?: string;
    /** A cached page answers: the policy sources that allow its inline scripts, instead of the nonce. */
    cachedScripts?: string[];
  };
}
