import type { AppContext } from "../context.ts";

/** The user a request acts as, once authentication has found one. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** Typed per-request values (`c.var`). */
export interface AppEnv {
  Variables: {
    ctx: AppContext;
    requestId: string;
    secureHeadersNonce?: string;
    user: SessionUser | null;
  };
}
