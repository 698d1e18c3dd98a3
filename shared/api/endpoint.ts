/**
 * The API's contract, declared once per endpoint as plain data (method, path, who may call) with the
 * TypeScript types of what it takes and answers. The browser's `call`, server rendering's `Api` and the
 * server's routes are all checked against these declarations by the compiler. No zod here: this module
 * is in the browser's bundle, and the server adds its own schemas (src/http/handler.ts).
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call: anyone, anyone signed in, or admins only. */
export type Access = "public" | "user" | "admin";

/** What an endpoint takes (path parameters, query, body: only those it has) and what it answers. */
export interface Shape {
  params?: object;
  query?: object;
  body?: object;
  answer: unknown;
}

export interface Endpoint<S extends Shape = Shape, A extends Access = Access> {
  method: Method;
  /** Hono style, e.g. `/api/contents/item/:id`. A path ending in `/` is answered without it too. */
  path: string;
  access: A;
  /** How the body travels: JSON, unless it carries files. */
  body?: "json" | "multipart";
  /**
   * Sent as no one: the call carries credentials of its own (a password, a code, a reset or refresh
   * token), so the access token stays home, and a 401 is its answer, never a sign that the session ended.
   */
  anonymous?: true;
  /** Types only, never set: what a call takes and gets back. */
  readonly shape?: S;
}

/**
 * An endpoint by who may call it, declared as plain data with its shape's types:
 * `export const post: UserEndpoint<{ params: { id: number }; answer: FeedItem }> = { method, path, access: "user" }`.
 * No function builds it, so the browser's bundle carries nothing but the data.
 */
export type PublicEndpoint<S extends Shape> = Endpoint<S, "public">;
export type UserEndpoint<S extends Shape> = Endpoint<S, "user">;
export type AdminEndpoint<S extends Shape> = Endpoint<S, "admin">;

export type ShapeOf<E extends Endpoint> = NonNullable<E["shape"]>;
export type AnswerOf<E extends Endpoint> = ShapeOf<E>["answer"];

/** One part of a call's input: required when the endpoint has it and some field of it is required. */
type Part<S, K extends "params" | "query" | "body"> = K extends keyof S
  ? {} extends S[K]
    ? { [P in K]?: S[K] }
    : { [P in K]: S[K] }
  : {};

/** What a caller passes: `{params, query, body}`, each where the endpoint takes it. */
export type InputOf<E extends Endpoint> = Part<ShapeOf<E>, "params"> &
  Part<ShapeOf<E>, "query"> &
  Part<ShapeOf<E>, "body">;

/** `call(endpoint)` where nothing is required, `call(endpoint, input)` otherwise. */
export type InputArgs<E extends Endpoint> = {} extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/**
 * How route loaders and deferred parts reach the API: over HTTP in the browser, as plain calls of the
 * same handlers in server rendering, acting as the request's user.
 */
export interface Api {
  call<E extends Endpoint>(endpoint: E, ...input: InputArgs<E>): Promise<AnswerOf<E>>;
}

/** The answer of calls that only say what happened, in words a person reads. */
export interface Message {
  message: string;
}

/** `?before=<id>&limit=<n>` of every paged list (API.md "Conventions"). */
export interface PageQuery {
  before?: number;
  limit?: number;
}

/** The page size when none is asked for: a shorter page is the last one. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
