import { createContext, useContext, type ReactNode } from "react";
import type { HydrationState } from "./router/index.ts";
import { EarlyClicks } from "./components/EarlyClicks.tsx";

export interface Assets {
  entry: string;
  css: string[];
  /** Per lazy route (its id is its file under web/, without extension): the chunk and its stylesheets. */
  routes: Record<string, { js: string; css: string[] }>;
  /**
   * Each chunk's static imports (the chunks it needs before it runs), for the server alone: a page preloads
   * its chunks' whole graph, so the browser fetches every script in one wave instead of one per import level.
   */
  imports: Record<string, string[]>;
  /** Each shipped picture's address under public/ → its content-hashed one (src/build-images.ts). */
  images: Record<string, string>;
}

/** A shipped picture's content-hashed address (cached for a year), or the plain one if the build has none. */
export function useImageUrl(path: string): string {
  return useImageUrls()(path);
}

/** `useImageUrl` for addresses known only while rendering (a list's); any other address is kept as it is. */
export function useImageUrls(): (path: string) => string {
  const images = useContext(DocumentContext)?.assets.images;
  return (path) => images?.[path] ?? path;
}

/** What the server hands the page beyond the React tree: assets, the script nonce and the hydration data. */
export interface DocumentData {
  assets: Assets;
  nonce?: string;
  /** Stylesheets of the routes this page matched, so nothing flashes. */
  styles: string[];
  /** The entry and every chunk the matched routes import: fetched in one wave by `startScript`. */
  preload: string[];
  hydration?: HydrationState;
}

export const DocumentContext = createContext<DocumentData | null>(null);

export function useDocumentData(): DocumentData {
  const data = useContext(DocumentContext);
  if (!data) throw new Error("DocumentContext is missing");
  return data;
}

// Runs before first paint so the saved theme is on <html> before anything is drawn (no flash).
const themeScript = `try{var t=localStorage.getItem("theme");if(t!=="dark"&&t!=="light")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.dataset.theme=t}catch(e){}`;

function json(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The build's manifest as JSON: the same on every page, so written once per manifest, not per page. */
const manifestJson = new WeakMap<Assets, string>();

/** `json({ assets, styles, preload, hydration })`, with the manifest's part written once. */
function appJson({ assets, styles, preload, hydration }: DocumentData) {
  let manifest = manifestJson.get(assets);
  if (manifest === undefined) {
    // The import graph is the server's business (preloads): the browser never reads it.
    manifest = json({ ...assets, imports: undefined });
    manifestJson.set(assets, manifest);
  }
  return `{"assets":${manifest},${json({ styles, preload, hydration }).slice(1)}`;
}

/** The whole HTML document; the root route and the root error boundary both render inside it. */
export function Document({ children }: { children: ReactNode }) {
  const data = useDocumentData();
  const { nonce, styles } = data;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Virtual Worlds, Real Connections: games, short videos, chat and 3D zones with friends."
        />
        <link rel="icon" href={useImageUrl("/favicon-a.svg")} type="image/svg+xml" id="favicon" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its nonce or hash */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {children}
        {/* In the tree the server renders too: an extra sibling in the browser alone would shift every useId. */}
        <EarlyClicks />
        <script
          type="application/json"
          id="__app"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: appJson escapes the JSON so it cannot close the script
          dangerouslySetInnerHTML={{ __html: appJson(data) }}
        />
      </body>
    </html>
  );
}
