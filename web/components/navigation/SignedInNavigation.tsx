import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { SignedInUser } from "../../../shared/api/auth.ts";
import { useShell } from "../../auth/guards.ts";
import { syncStoredUser } from "../../auth/storedLogin.ts";
import { loadStyles } from "../../lazy.ts";

/** The navigation chunk's id in the build manifest: server rendering preloads it for signed-in pages. */
export const navigationChunk = "components/navigation/Navigation";

/** The navigation once its code and styles are here: rendered straight away, with no suspending. */
let loaded: ComponentType<{ user: SignedInUser }> | null = null;

/**
 * Fetches the navigation's code and styles. A login waits for it before it goes on to the signed-in page, so
 * the side bar is there, filled, with the page's first frame (a lazy component would suspend once more and
 * show its empty placeholder for a moment, even with the code already fetched).
 */
export async function loadNavigation() {
  const [module] = await Promise.all([import("./Navigation.tsx"), loadStyles(navigationChunk)]);
  loaded = module.Navigation;
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
  return <NavigationFor user={user} />;
}

/** Mounted with a signed-in person, so a login's fetched navigation is the one chosen. */
function NavigationFor({ user }: { user: SignedInUser }) {
  // Chosen once per mount, so the navigation is not mounted afresh (its dialogs and counts lost) when the
  // lazy one's code arrives.
  const [Shown] = useState(() => loaded ?? Navigation);
  // Loaded already (always on the server, and at hydration: the client entry waits for its preloaded chunk):
  // no boundary, so the server writes it in place. Inside a boundary React would move it, larger than a
  // streamed chunk, out of line and swap it in later, and the page would jump down under the phone's top bar.
  if (Shown !== Navigation) return <Shown user={user} />;
  // Fetched after a login: until it arrives an empty side bar (styled by the navigation's stylesheet, already
  // in the head) holds its place, so the page does not jump sideways.
  return (
    <Suspense fallback={<div className="side-bar" aria-hidden="true" />}>
      <Shown user={user} />
    </Suspense>
  );
}
