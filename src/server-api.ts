import type { Context } from "hono";
import type { AppEnv } from "./http/env.ts";
import { callerOf, invoke, type Handler } from "./http/handler.ts";
import { handlers } from "./http/handlers.ts";
import type { Api, Endpoint } from "../shared/api/endpoint.ts";

const handlerOf = new Map<Endpoint, Handler>(handlers.map((h) => [h.endpoint, h]));

/**
 * The Api for server rendering: the loaders' calls go straight to the handlers the routes mount, with the
 * same access check and schemas, as the request's user. No HTTP, no JSON in between.
 */
export function serverApi(c: Context<AppEnv>): Api {
  const caller = callerOf(c);
  const hook = c.var.ctx.beforeApiCall;
  async function call(endpoint: Endpoint, input: object = {}) {
    const h = handlerOf.get(endpoint);
    if (!h) throw new Error(`${endpoint.method} ${endpoint.path} has no handler to call from a page`);
    if (hook) await hook(endpoint);
    return invoke(h, input, caller);
  }
  return { call: call as Api["call"] };
}
