import { Component, startTransition, useLayoutEffect, useState, type ComponentType, type ReactNode } from "react";
import {
  RouteContext,
  RouteErrorContext,
  RouterInstance,
  RouterStateContext,
  type RouteContextValue,
} from "./contexts.ts";
import type { Router, RouterState } from "./router.ts";

/**
 * Renders the router's matched routes, each inside the one above it (`<Outlet />`), and follows the router:
 * each new state is rendered in a transition, as React Router renders its own.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    setState(router.state);
    return unsubscribe;
  }, [router]);
  // The tree and a null beside it, as React Router's providers render (on the server the null is where its
  // hydration script would be): `useId` numbers by position among siblings, so its ids hydrate unchanged.
  return (
    <>
      <RouterInstance value={router}>
        <RouterStateContext value={state}>{renderMatches(state)}</RouterStateContext>
      </RouterInstance>
      {null}
    </>
  );
}

/**
 * Each matched route around the next, as React Router renders them: down to the route whose boundary shows
 * an error, and a route with an error boundary inside one.
 */
function renderMatches({ matches, errors, location, revalidation }: RouterState): ReactNode {
  const erring = errors ? matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const shown = erring >= 0 ? matches.slice(0, erring + 1) : matches;
  return shown.reduceRight<ReactNode>((outlet, match, index) => {
    const { Component: Screen, ErrorBoundary } = match.route;
    const context: RouteContextValue = { match, matches: shown.slice(0, index + 1), outlet };
    // biome-ignore lint/correctness/useJsxKeyInIterable: each element wraps the next (a reduce), never a list of siblings
    const rendered = <RouteContext value={context}>{Screen ? <Screen /> : outlet}</RouteContext>;
    if (!ErrorBoundary) return rendered;
    return (
      // biome-ignore lint/correctness/useJsxKeyInIterable: each element wraps the next (a reduce), never a list of siblings
      <Boundary
        location={location}
        revalidation={revalidation}
        error={errors?.[match.route.id]}
        context={{ ...context, outlet: null }}
        fallback={ErrorBoundary}
      >
        {rendered}
      </Boundary>
    );
  }, null);
}

interface BoundaryProps {
  location: RouterState["location"];
  revalidation: RouterState["revalidation"];
  /** The error the router holds for this route (a loader's), if any. */
  error: unknown;
  context: RouteContextValue;
  fallback: ComponentType;
  children: ReactNode;
}

type BoundaryState = Pick<BoundaryProps, "location" | "revalidation" | "error">;

/**
 * A route's error boundary: it shows the route's `ErrorBoundary` for the router's error, or for one thrown
 * while rendering below it, until the next place or the end of a revalidation, as React Router's does.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    location: this.props.location,
    revalidation: this.props.revalidation,
    error: this.props.error,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    if (state.location !== props.location || (state.revalidation !== "idle" && props.revalidation === "idle")) {
      return { error: props.error, location: props.location, revalidation: props.revalidation };
    }
    return {
      error: props.error !== undefined ? props.error : state.error,
      location: state.location,
      revalidation: props.revalidation,
    };
  }

  override componentDidCatch(error: unknown) {
    console.error("React Router caught the following error during render", error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteContext value={this.props.context}>
        <RouteErrorContext value={error}>
          <Fallback />
        </RouteErrorContext>
      </RouteContext>
    );
  }
}
