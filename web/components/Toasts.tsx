import { lazy, Suspense, useSyncExternalStore } from "react";
import "react-toastify/ReactToastify.css";
import "./Toasts.css";
import { useTheme } from "./theme.ts";
import { loadToastLibrary, toastLibraryRequested } from "./toast.ts";

const ToastContainer = lazy(() => loadToastLibrary().then((library) => ({ default: library.ToastContainer })));

// Alt+T moves focus to the notifications (specification, section 9).
const altT = (e: KeyboardEvent) => e.altKey && e.code === "KeyT";

/**
 * Where `notify` toasts appear: top right, closing after 5 s, paused while hovered or while the window
 * is in the background, and dismissable with a swipe. The container (and its library) arrives with the
 * first toast; its stylesheet is linked with the app's, never injected inline.
 */
export function Toasts() {
  const theme = useTheme();
  const requested = useSyncExternalStore(toastLibraryRequested.subscribe, toastLibraryRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        closeOnClick={false}
        hotKeys={altT}
        theme={theme}
      />
    </Suspense>
  );
}
