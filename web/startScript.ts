/**
 * The page's code is fetched once the server's HTML has drawn the first screen with its pictures (the
 * window's `load`), in one wave: every chunk the page needs, preloaded together, then the entry. On a slow
 * phone network the pictures of the first screen no longer share the line with ~170 KB of scripts, which
 * is most of what a largest paint waited for. A person who touches the page or presses a key before then
 * starts it at once, and it never waits more than `LATEST_MS`.
 */
declare global {
  interface Window {
    /** The buttons pressed before the page had its code, each once, in order; stops holding them. */
    __takeEarlyClicks?: () => HTMLElement[];
  }
}

function startTheApp(latestMs: number) {
  // A button pressed before the code is here would be lost (or send its form as a plain post): it is held,
  // and pressed again once the page has hydrated (`EarlyClicks`). Links still go as links.
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>("button, input[type=submit]");
    if (!button) return;
    event.preventDefault();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener("click", hold, true);
  window.__takeEarlyClicks = () => {
    document.removeEventListener("click", hold, true);
    return held.splice(0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    // Touched while the document is still arriving: the page's data is not all there yet.
    if (document.readyState === "loading") return void document.addEventListener("DOMContentLoaded", start);
    started = true;
    const app = JSON.parse(document.getElementById("__app")!.textContent!) as {
      assets: { entry: string };
      preload: string[];
    };
    for (const href of app.preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement("script");
    entry.type = "module";
    entry.src = app.assets.entry;
    document.head.append(entry);
  };
  if (document.readyState === "complete") return start();
  addEventListener("load", start, { once: true });
  for (const intent of ["pointerdown", "keydown", "focusin"])
    addEventListener(intent, start, { once: true, capture: true, passive: true });
  setTimeout(start, latestMs);
}

const LATEST_MS = 3000;

/** The script React writes after the page's first screen (its `bootstrapScriptContent`), under the nonce. */
export const startScript = `(${startTheApp.toString()})(${LATEST_MS})`;
