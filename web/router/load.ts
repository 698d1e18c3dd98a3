import { DataWithResponseInit, ErrorResponseImpl, isRedirect, type RouterContextProvider } from "./responses.ts";
import { boundaryOf, resolveLazy, type DataFunctionArgs, type DataRouteMatch } from "./routes.ts";

/** What a loader (or a middleware, for its route) ended with: a value, or what it threw. */
type Outcome = { value: unknown } | { thrown: unknown };
type Outcomes = Record<string, Outcome>;

export interface Loaded {
  loaderData: Record<string, unknown>;
  /** By the id of the error boundary that shows each error. */
  errors: Record<string, unknown> | null;
  /** The routes that answered, data or error: their earlier data is replaced or dropped. */
  answered: Set<string>;
}

/**
 * One navigation's data, as React Router loads it: every matched lazy route's chunk, and the matched
 * routes' middleware, outermost first, around the loaders that should run (all at once, a lazy route's
 * once its chunk is in). A redirect thrown or returned anywhere wins; an error goes to the nearest error
 * boundary at or above the route that threw it.
 */
export async function load(
  matches: DataRouteMatch[],
  shouldLoad: boolean[],
  request: Request,
  context: RouterContextProvider,
): Promise<Loaded | { redirect: Response }> {
  const chunks = matches.map((match) => resolveLazy(match.route));
  const runLoaders = async () => {
    const outcomes: Outcomes = {};
    await Promise.all(
      matches.map(async (match, i) => {
        if (!shouldLoad[i]) return;
        outcomes[match.route.id] = await outcomeOf(async () => {
          await chunks[i];
          return match.route.loader?.({ request, params: match.params, context });
        });
      }),
    );
    return outcomes;
  };
  // A middleware that throws before its `next` has its error shown by the boundary of its route, or of the
  // first route that loads if that is higher; that boundary's own data goes with it, as in React Router.
  const firstLoading = Math.max(shouldLoad.indexOf(true), 0);
  const failed = (thrown: unknown, index: number, after: Outcomes | undefined): Outcomes =>
    after
      ? { ...after, [matches[index]!.route.id]: { thrown } }
      : { [boundaryOf(matches, Math.min(index, firstLoading)).route.id]: { thrown } };
  const middleware = matches.flatMap((match, index) => (match.route.middleware ?? []).map((run) => ({ run, index })));
  const args: DataFunctionArgs = { request, params: matches[0]?.params ?? {}, context };
  const outcomes = await around(middleware, args, runLoaders, failed);
  await Promise.allSettled(chunks);
  return settle(matches, outcomes);
}

async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    return { value: await run() };
  } catch (thrown) {
    return { thrown };
  }
}

type Step = { run: (args: DataFunctionArgs, next: () => Promise<unknown>) => unknown; index: number };

/** React Router's middleware chain: each step around the rest; one that never calls `next` has it called after. */
async function around(
  steps: Step[],
  args: DataFunctionArgs,
  inner: () => Promise<Outcomes>,
  failed: (thrown: unknown, index: number, after: Outcomes | undefined) => Outcomes,
  at = 0,
): Promise<Outcomes> {
  const step = steps[at];
  if (!step) return inner();
  let after: Outcomes | undefined;
  const next = async () => {
    if (after) throw new Error("You may only call `next()` once per middleware");
    try {
      after = await around(steps, args, inner, failed, at + 1);
    } catch (thrown) {
      after = failed(thrown, step.index, undefined);
    }
    return after;
  };
  try {
    const returned = await step.run(args, next);
    if (isRedirect(returned)) throw returned;
    return after ?? (await next());
  } catch (thrown) {
    return failed(thrown, step.index, after);
  }
}

/** The outcomes as the router keeps them: a redirect, or the data by route and the errors by boundary. */
function settle(matches: DataRouteMatch[], outcomes: Outcomes): Loaded | { redirect: Response } {
  for (const outcome of Object.values(outcomes)) {
    const value = "value" in outcome ? outcome.value : outcome.thrown;
    if (isRedirect(value)) return { redirect: value };
  }
  const loaderData: Record<string, unknown> = {};
  let errors: Record<string, unknown> | null = null;
  matches.forEach((match, index) => {
    const outcome = outcomes[match.route.id];
    if (!outcome) return;
    if ("thrown" in outcome) {
      errors ??= {};
      errors[boundaryOf(matches, index).route.id] ??= errorOf(outcome.thrown);
    } else {
      loaderData[match.route.id] = outcome.value instanceof DataWithResponseInit ? outcome.value.data : outcome.value;
    }
  });
  return { loaderData, errors, answered: new Set(Object.keys(outcomes)) };
}

/** A thrown `data(…, { status })` becomes the error answer `isRouteErrorResponse` recognises. */
function errorOf(thrown: unknown): unknown {
  if (!(thrown instanceof DataWithResponseInit)) return thrown;
  if (thrown.data instanceof Error) return thrown.data;
  return new ErrorResponseImpl(
    thrown.init?.status ?? 500,
    thrown.init?.statusText ?? "Internal Server Error",
    thrown.data,
  );
}
