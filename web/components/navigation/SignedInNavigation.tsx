import { lazy, Suspense, useEffect } from "react";
import { useShell } from "../../auth/guards.ts";
import { syncStoredUser } from "../../auth/storedLogin.ts";
import { loadStyles } from "../../lazy.ts";

/** The navigation chunk's id in the build manifest: server rendering preloads it for signed-in pages. */
export const navigationChunk = "components/navigation/Navigation";

/** Fetches the navigation's code and styles; a login calls it early so the navigation appears with the page. */
export async function loadNavigation() {
  const [module] = await Promise.all([import("./Navigation.tsx"), loadStyles(navigationChunk)]);
  return { default: module.Navigation };
}

const Navigation = lazy(loadNavigation);

/**
 * The navigation appears only when signed in, so visitors (the landing page) never download it, and the
 * browser's stored login keys follow what the server says about who is signed in.
 */
export function SignedInNavigation() {
  const { user } = useShell();
  useEffect(() => syncStoredUser(user), [user]);
  if (!user) return null;
  // The server streams the navigation after the page, so until it arrives an empty side bar (styled by the
  // navigation's stylesheet, already in the head) holds its place: the page does not jump sideways.
  return (
    <Suspense fallback={<div className="side-bar" aria-hidden="true" />}>
      <Navigation user={user} />
    </Suspense>
  );
}
