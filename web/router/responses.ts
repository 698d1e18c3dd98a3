/** What `data(value, init)` makes: a loader's value with a status, thrown to answer with an error page. */
export class DataWithResponseInit<D = unknown> {
  type = "DataWithResponseInit" as const;
  constructor(
    public data: D,
    public init: ResponseInit | null,
  ) {}
}

export function data<D>(value: D, init?: number | ResponseInit): DataWithResponseInit<D> {
  return new DataWithResponseInit(value, typeof init === "number" ? { status: init } : (init ?? null));
}

/** A redirect answer (302 unless told): thrown or returned by a loader or middleware, the router goes there. */
export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === "number" ? { status: init } : { status: 302, ...init };
  const headers = new Headers(responseInit.headers);
  headers.set("Location", url);
  return new Response(null, { ...responseInit, headers });
}

/** An error answer a loader threw (`data(…, { status })`), as `useRouteError` hands it to an error boundary. */
export class ErrorResponseImpl {
  statusText: string;
  data: unknown;
  error?: Error;
  constructor(
    public status: number,
    statusText: string | undefined,
    data: unknown,
    public internal = false,
  ) {
    this.statusText = statusText || "";
    if (data instanceof Error) {
      this.data = data.toString();
      this.error = data;
    } else this.data = data;
  }
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponseImpl {
  const e = error as ErrorResponseImpl | null | undefined;
  return (
    e != null &&
    typeof e.status === "number" &&
    typeof e.statusText === "string" &&
    typeof e.internal === "boolean" &&
    "data" in e
  );
}

export function isRedirect(value: unknown): value is Response {
  return value instanceof Response && [301, 302, 303, 307, 308].includes(value.status) && value.headers.has("Location");
}

/** A key for a value the loaders and middleware of one navigation share (`context.get`/`context.set`). */
export interface ContextKey<T> {
  defaultValue?: T;
}

export function createContext<T>(defaultValue?: T): ContextKey<T> {
  return { defaultValue };
}

/** The values of one navigation: made anew for each by the router's `getContext`. */
export class RouterContextProvider {
  #values = new Map<ContextKey<unknown>, unknown>();

  get<T>(context: ContextKey<T>): T {
    if (this.#values.has(context)) return this.#values.get(context) as T;
    if (context.defaultValue !== undefined) return context.defaultValue;
    throw new Error("No value found for context");
  }

  set<T>(context: ContextKey<T>, value: T): void {
    this.#values.set(context, value);
  }
}
