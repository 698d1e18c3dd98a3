import { useEffect, useSyncExternalStore } from "react";
import "react-toastify/ReactToastify.css";
import "./Toasts.css";
import { useTheme } from "./theme.ts";
import { loadToastLibraryWithFirstForm, toastLibrary } from "./toast.ts";

// Alt+T moves focus to the notifications (specification, section 9).
const altT = (e: KeyboardEvent) => e.altKey && e.code === "KeyT";

/**
 * Where `notify` toasts appear: top right (at the bottom on phones, see Toasts.css), closing after 5 s,
 * paused while hovered or while the window is in the background, and dismissable with a swipe. The
 * container (and its library) arrives with the first toast or the first form filled in; its stylesheet is
 * linked with the app's, never injected inline. It is rendered once the library is here, not through
 * React.lazy: a lazy import that fails (offline) throws to the error boundary, which would replace the
 * whole page, and whatever was typed in it, with "Something went wrong".
 */
export function Toasts() {
  const theme = useTheme();
  const library = useSyncExternalStore(toastLibrary.subscribe, toastLibrary.get, () => null);
  useEffect(() => loadToastLibraryWithFirstForm(), []);
  if (!library) return null;
  const { ToastContainer } = library;
  return (
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
  );
}
