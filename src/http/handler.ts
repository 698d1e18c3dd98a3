import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "./env.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Access, AnswerOf, Endpoint, Shape, ShapeOf } from "../../shared/api/endpoint.ts";
import { AppError } from "../../shared/errors.ts";
import { clientAddress } from "./address.ts";
import { parse, validate, validateQuery } from "./validate.ts";
import { streamedForm } from "./form.ts";
import { cachedAnswer } from "../cache/http/api-answers.ts";
import type { AnswerSource } from "../cache/answers.ts";

/**
 * The server's half of the contract (shared/api): an endpoint with the zod schemas that check what it takes
 * and the function that answers it. The same handler is mounted as a Hono route (`mount`) and called
 * directly by server rendering (`invoke`), so a page's loader and the browser get the same checks and the
 * same answer. The compiler holds each handler to its declaration: a schema that does not accept the
 * declared type, or an answer that is not the declared one, does not compile.
 */

type Part = "params" | "query" | "body";

/** One zod schema for each part the endpoint's shape declares, and no other. */
type SchemasOf<S extends Shape> = { [K in Part as K extends keyof S ? K : never]: z.ZodType };

/**
 * Whether a schema takes exactly what the contract says callers send: every declared value passes it, and
 * both name the same fields (a field only the contract names would be dropped unseen; one only the schema
 * names, never sent). Transforms and coercions are the schema's own business: the handler gets its output.
 */
type Accepts<Schema, Declared> = Schema extends z.ZodType
  ? [Declared] extends [z.input<Schema>]
    ? [Exclude<keyof z.input<Schema> | keyof Declared, keyof z.input<Schema> & keyof Declared>] extends [never]
      ? Schema
      : {
          "the schema and the contract name different fields": Exclude<
            keyof z.input<Schema> | keyof Declared,
            keyof z.input<Schema> & keyof Declared
          >;
        }
    : { "the schema does not accept the type the contract declares": Declared }
  : never;

type Checked<S extends Shape, Schemas> = {
  [K in keyof Schemas]: K extends keyof S ? Accepts<Schemas[K], S[K]> : never;
};

/** What the handler receives: each part as its schema's output. */
type Parsed<Schemas> = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? z.output<Schemas[K]> : never };

/** Who calls, and from where: the actor is there whenever the endpoint's access requires one. */
export interface Caller<A extends Access = Access> {
  ctx: AppContext;
  actor: A extends "public" ? Actor | null : Actor;
  /** The client's network address, for the per-address limits. */
  readonly address: string;
  /** The session the caller's credential belongs to (its access token's `sid`, or the cookie's), when known. */
  sessionId?: string;
}

export interface Handler {
  endpoint: Endpoint;
  schemas: Partial<Record<Part, z.ZodType>>;
  /** Middleware between the access check and validation: body limits, a reshaped error answer. */
  before: MiddlewareHandler<AppEnv>[];
  /** The status of a successful answer: 200 unless the endpoint says otherwise (202 for work queued, 204 for done with no body). */
  status: 200 | 201 | 202 | 204;
  handle(input: Partial<Record<Part, unknown>>, caller: Caller): Promise<unknown>;
  /** For an answer cached as bytes between requests (src/cache/http/api-answers.ts): where, and from what. */
  cached?: (input: Partial<Record<Part, unknown>>, caller: Caller) => Promise<AnswerSource>;
}

export function handler<E extends Endpoint, const Schemas extends SchemasOf<ShapeOf<E>>>(
  endpoint: E,
  schemas: Schemas & Checked<ShapeOf<E>, Schemas>,
  handle: (input: Parsed<Schemas>, caller: Caller<E["access"]>) => Promise<AnswerOf<E>>,
  options: {
    before?: MiddlewareHandler<AppEnv>[];
    status?: 200 | 201 | 202 | 204;
    cached?: (input: Parsed<Schemas>, caller: Caller<E["access"]>) => Promise<AnswerSource>;
  } = {},
): Handler {
  return {
    endpoint,
    schemas: schemas as Partial<Record<Part, z.ZodType>>,
    before: options.before ?? [],
    status: options.status ?? 200,
    handle: handle as Handler["handle"],
    cached: options.cached as Handler["cached"],
  };
}

/** Refuses a caller the endpoint's access does not admit: 401 without an actor, 403 for a non-admin. */
export function authorise(access: Access, actor: Actor | null): void {
  if (access === "public") return;
  if (!actor) throw AppError.unauthorized();
  if (access === "admin" && !actor.isAdmin) throw AppError.forbidden();
}

/** The access check as middleware, first on every route of the contract. */
function guard(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    authorise(access, c.get("actor"));
    await next();
  };
}

export function callerOf(c: Context<AppEnv>): Caller {
  return {
    ctx: c.get("ctx"),
    actor: c.get("actor"),
    sessionId: c.get("sessionId"),
    get address() {
      return clientAddress(c);
    },
  };
}

const targets = { params: "param", query: "query", body: "json" } as const;

/** Mounts each handler at its endpoint's method and path (and, for a path ending in `/`, without it). */
export function mount(app: Hono<AppEnv>, handlers: Handler[]): void {
  for (const h of handlers) {
    const { method, path, access, body } = h.endpoint;
    const parts = (Object.keys(targets) as Part[]).filter((part) => h.schemas[part]);
    const target = (part: Part) => (part === "body" && body === "multipart" ? "form" : targets[part]);
    // A multipart body is read as it streams (files spooled to disk), never parsed whole in memory.
    const validatorOf = (part: Part): MiddlewareHandler<AppEnv> => {
      if (target(part) === "form") return streamedForm(h.schemas[part]!);
      if (part === "query") return validateQuery(h.schemas.query!);
      return validate(target(part), h.schemas[part]!) as MiddlewareHandler<AppEnv>;
    };
    const validators = parts.map(validatorOf);
    app.on(method, pathsOf(path), guard(access), ...h.before, ...validators, async (c) => {
      const input = Object.fromEntries(parts.map((part) => [part, c.req.valid(target(part) as never)]));
      const caller = callerOf(c);
      if (h.cached) return cachedAnswer(c, await h.cached(input, caller), () => h.handle(input, caller));
      const answer = await h.handle(input, caller);
      return h.status === 204 ? c.body(null, 204) : c.json(answer as object, h.status);
    });
  }
}

/**
 * A schema of a hand-written route (one that sets cookies or reads credentials of its own, which a handler
 * cannot), held to the part of its endpoint it validates just as `handler` holds its schemas.
 */
export function schemaOf<E extends Endpoint, K extends keyof ShapeOf<E> & Part, Schema extends z.ZodType>(
  _endpoint: E,
  _part: K,
  schema: Schema & Accepts<Schema, ShapeOf<E>[K]>,
): Schema {
  return schema;
}

/** The reply of a hand-written route, held to its endpoint's declared answer. */
export function answer<E extends Endpoint>(c: Context<AppEnv>, _endpoint: E, value: AnswerOf<E>) {
  return c.json(value as object);
}

/**
 * Calls a handler as its route would, without HTTP: the same access check and schemas, then the handler.
 * Server rendering's loaders come this way.
 */
export async function invoke(h: Handler, input: Partial<Record<Part, unknown>>, caller: Caller): Promise<unknown> {
  authorise(h.endpoint.access, caller.actor);
  const parsed: Partial<Record<Part, unknown>> = {};
  for (const [part, schema] of Object.entries(h.schemas) as [Part, z.ZodType][])
    parsed[part] = parse(schema, input[part] ?? {});
  return h.handle(parsed, caller);
}

function pathsOf(path: string): string[] {
  return path.endsWith("/") && path.length > 1 ? [path, path.slice(0, -1)] : [path];
}
