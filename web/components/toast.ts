type ToastLibrary = typeof import("react-toastify/unstyled");
type Kind = "success" | "error" | "info" | "warning";

let loading: Promise<ToastLibrary> | undefined;
let loaded: ToastLibrary | null = null;
const listeners = new Set<() => void>();

/**
 * react-toastify is fetched with the first toast, or as soon as someone starts filling in a form (see
 * `loadToastLibraryWithFirstForm`), not with the page: most visits never show one, and the landing page's
 * first-load JavaScript has a budget. A toast sent before <Toasts/> mounts its container waits in
 * react-toastify's own queue and appears as soon as the container is there. A fetch that fails (the
 * network is down) is forgotten, so the next toast tries again.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import("react-toastify/unstyled").then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For <Toasts/>: the library once it has arrived (null until then), and a way to hear when it does. */
export const toastLibrary = {
  get: () => loaded,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Fetches the library when someone first focuses a field of a form: a form's failure is told in a toast,
 * and when the failure is the network going down, a library first asked for then could never arrive.
 * Returns the way to stop listening.
 */
export function loadToastLibraryWithFirstForm(): () => void {
  const focused = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest("form")) return;
    stop();
    loadToastLibrary().catch(() => undefined);
  };
  const stop = () => document.removeEventListener("focusin", focused);
  document.addEventListener("focusin", focused);
  return stop;
}

let shown = 0;

/** Shows a toast; its id lets the screen dismiss it once what it says is no longer true. */
function show(kind: Kind, message: string): ToastId {
  const id = `toast-${++shown}`;
  // Offline before the library ever arrived, the toast cannot show: the forms say it beside their fields too.
  loadToastLibrary().then(
    ({ toast }) => toast[kind](message, { toastId: id }),
    () => undefined,
  );
  return id;
}

export type ToastId = string;

/**
 * The one way screens tell the user something happened; shown by <Toasts/> at the top right (on phones at
 * the bottom). A toast about a state that has ended (a failed attempt followed by a new one, passwords that
 * now match) is dismissed by the screen, so stale ones do not pile up beside the news that replaced them.
 */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
  dismiss(ids: Iterable<ToastId>) {
    const list = [...ids];
    if (list.length > 0 && loading)
      loading.then(
        ({ toast }) => list.forEach((id) => toast.dismiss(id)),
        () => undefined,
      );
  },
};
