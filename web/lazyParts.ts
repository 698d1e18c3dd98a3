import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { loadStyles } from "./lazy.ts";

// Parts of a screen whose code is a chunk of their own (web/lazy.ts has whole routes'). Apart from lazy.ts,
// which every page's entry carries: only the screens that have such parts carry this.

/** The module of a lazy part, fetched once (with its stylesheets) and kept. */
function partLoader<Props extends object>(id: string, load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetch = () =>
    (loading ??= Promise.all([load(), loadStyles(id)]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        // Offline, say: the next showing asks again.
        loading = undefined;
        throw error;
      },
    ));
  return { fetch, loaded: () => loaded };
}

/**
 * A part the browser shows only after something happened there (a click opened a dialog, the chat key was
 * read): its code (and styles) is a chunk of its own, fetched the first time it is to show, so a page's
 * first load does not carry it. `id` is its file under web/ without the extension, as the build's manifest
 * names its chunk. Until the code is here it shows `fallback` (nothing by default), and the server always
 * shows that, so hydration meets what the server wrote. No `Suspense`: React delays revealing a suspended
 * part on a timer, and a dialog must open with the click's own frames, not a timer's.
 */
export function lazyComponent<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> & { preload: () => void } {
  const part = partLoader(id, load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, when its owner's module runs
  function LazyPart(props: Props) {
    // Not `part.loaded()` at once: during hydration the server's markup (the fallback) must be met first.
    const [Shown, setShown] = useState<ComponentType<Props> | undefined>(undefined);
    useEffect(() => {
      let live = true;
      part.fetch().then(
        (component) => live && setShown(() => component),
        () => undefined, // not fetched (offline): the fallback stays, and the next showing asks again
      );
      return () => {
        live = false;
      };
    }, []);
    return Shown ? createElement(Shown, props) : fallback;
  }
  // Fetched ahead, when its showing is likely (a pointer over what opens it), or must be quick (a key press).
  const preload = () => void part.fetch().catch(() => undefined);
  return Object.assign(LazyPart, { preload });
}

/** On the server, the modules of the parts it renders (`lazyRendered`), imported as their owners are. */
const serverParts: Promise<unknown>[] = [];

/** Resolves once every `lazyRendered` part defined so far has its module: the server renders none suspended. */
export function serverPartsLoaded(): Promise<unknown> {
  return Promise.all(serverParts);
}

/**
 * A part the server renders with its page (a lower section of a page): a plain import there (the server
 * waits for `serverPartsLoaded()` before rendering, so its markup and its reads are the page's as ever),
 * and in the browser a chunk of its own, fetched with the page but not waited for by hydration: until it is
 * here, hydration keeps the server's markup of it in place. It must show under a `Suspense` (null is fine), and its styles must come with
 * its owner, so the server's markup of it is styled from the start.
 */
export function lazyRendered<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { chunk: string } {
  const part = partLoader(id, load);
  // On the server before any page is rendered; in the browser as the owner's module runs, before hydration,
  // its chunk preloaded by the page (rendersParts): it usually is in when hydration meets it.
  if (typeof document === "undefined") serverParts.push(part.fetch());
  else void part.fetch().catch(() => undefined);
  const Lazy = lazy(() => part.fetch().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, when its owner's module runs
  function RenderedPart(props: Props) {
    // Chosen once per mount, so the part is not mounted afresh (its state lost) when the lazy one's code comes.
    const [Shown] = useState(() => part.loaded() ?? Lazy);
    return createElement(Shown, props);
  }
  return Object.assign(RenderedPart, { chunk: id });
}

/**
 * The `handle` of a route that renders `lazyRendered` parts whose styles are not its own: server rendering
 * links their stylesheets and preloads their code with the route's (src/ssr.tsx), so their markup is styled
 * at once and their code is on its way as the page hydrates.
 */
export function rendersParts(...parts: { chunk: string }[]): { parts: string[] } {
  return { parts: parts.map((part) => part.chunk) };
}

/** The part chunks a route's `handle` names (`rendersParts`), if any. */
export function partsOf(handle: unknown): string[] {
  const parts = (handle as { parts?: unknown } | undefined)?.parts;
  return Array.isArray(parts) ? parts.filter((part): part is string => typeof part === "string") : [];
}
