import { createContext, Suspense, use, useContext, type ReactNode } from "react";
import { useApi } from "../api/context.ts";
import type { Api } from "../../shared/api/endpoint.ts";

type Thenable<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/**
 * Data a page can show after its first bytes: the server streams the shell at once and this part when
 * its data is ready, together with that data as JSON, so the browser hydrates it without asking again.
 * One cache per request on the server; one per tab in the browser.
 */
export class DeferredCache {
  readonly #entries = new Map<string, Thenable<unknown>>();

  get<T>(id: string, load: () => Promise<T>): Thenable<T> {
    let entry = this.#entries.get(id) ?? streamedData(id);
    if (!entry) entry = load();
    this.#entries.set(id, entry);
    return entry as Thenable<T>;
  }
}

export const DeferredCacheContext = createContext<DeferredCache>(new DeferredCache());

interface DeferredProps<T> {
  /** Unique on the page: names the streamed data. */
  id: string;
  load: (api: Api) => Promise<T>;
  fallback: ReactNode;
  children: (data: T) => ReactNode;
}

export function Deferred<T>({ id, load, fallback, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved id={id} load={load} render={children} />
    </Suspense>
  );
}

function Resolved<T>({
  id,
  load,
  render,
}: {
  id: string;
  load: (api: Api) => Promise<T>;
  render: (data: T) => ReactNode;
}) {
  const api = useApi();
  const data = use(useContext(DeferredCacheContext).get(id, () => load(api)) as Promise<T>);
  return (
    <>
      {render(data)}
      <script
        type="application/json"
        data-deferred={id}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, so it cannot close the script
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
      />
    </>
  );
}

/** In the browser, data the server already streamed into the page, as a settled thenable React reads at once. */
function streamedData(id: string): Thenable<unknown> | undefined {
  if (typeof document === "undefined") return undefined;
  const script = document.querySelector(`script[data-deferred="${CSS.escape(id)}"]`);
  if (!script?.textContent) return undefined;
  const value = JSON.parse(script.textContent);
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}
