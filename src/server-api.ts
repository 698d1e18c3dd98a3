import type { AppContext } from "./context.ts";
import type { SessionUser } from "./http/env.ts";
import type { Api } from "../web/api/types.ts";
import { sessionInfo } from "./http/session.ts";

/** The Api for server rendering: direct calls into the projections, made as the request's user. */
export function serverApi(ctx: AppContext, user: SessionUser | null): Api {
  return {
    session: async () => sessionInfo(ctx, user),
  };
}
