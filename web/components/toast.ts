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

let shown = 0;

/** Shows a toast; its id lets the screen dismiss it once what it says is no longer true. */
function show(kind: Kind, message: string): ToastId {
  const id = `toast-${++shown}`;
  void loadToastLibrary().then(({ toast }) => toast[kind](message, { toastId: id }));
  return id;
}

export type ToastId = string;

/**
 * The one way screens tell the user something happened; shown by <Toasts/> at the top right. A toast
 * about a state that has ended (a failed attempt followed by a new one, passwords that now match) is
 * dismissed by the screen, so stale ones do not pile up beside the news that replaced them.
 */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
  dismiss(ids: Iterable<ToastId>) {
    const list = [...ids];
    if (list.length > 0 && library) void library.then(({ toast }) => list.forEach((id) => toast.dismiss(id)));
  },
};
