import type { History } from "./history.ts";
import { createPath, parsePath, type Location } from "./path.ts";

/** A session history in memory, for the router's tests: its entries are what the address bar went through. */
export function memoryHistory(start: string) {
  const entries: Location[] = [at(start)];
  let index = 0;
  let moved: (location: Location) => void = () => {};
  const history: History = {
    get location() {
      return entries[index]!;
    },
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index++;
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      index += delta;
      // The browser reports the move later, as popstate does.
      setTimeout(() => moved(entries[index]!));
    },
    listen(listener) {
      moved = listener;
    },
    url: (path) => "http://site.test" + createPath(path),
  };
  return {
    history,
    entries: () => entries.map(createPath),
    current: () => createPath(entries[index]!),
    canGo: (delta: number) => index + delta >= 0 && index + delta < entries.length,
  };
}

function at(path: string): Location {
  return { pathname: "/", search: "", hash: "", ...parsePath(path), state: null, key: "default" };
}

/** A promise the test settles by hand, so a loader can be held mid-flight. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
