type ToastLibrary = typeof import("react-toastify/unstyled");
type Kind = "success" | "error" | "info" | "warning";

let library: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

/**
 * react-toastify is fetched with the first toast, not with the page: most visits never show one, and the
 * landing page's first-load JavaScript has a budget. A toast sent before <Toasts/> mounts its container
 * waits in react-toastify's own queue and appears as soon as the container is there.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import("react-toastify/unstyled");
    for (const listener of listeners) listener();
  }
  return library;
}

/** For <Toasts/>: whether anything has asked for toasts yet, and a way to hear when something does. */
export const toastLibraryRequested = {
  get: () => library !== undefined,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: Kind, message: string) {
  void loadToastLibrary().then(({ toast }) => toast[kind](message));
}

/** The one way screens tell the user something happened; shown by <Toasts/> at the top right. */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};
