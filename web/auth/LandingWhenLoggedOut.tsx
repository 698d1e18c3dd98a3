import { lazy, Suspense } from "react";
import { Outlet } from "../router/index.ts";
import { useShell } from "./guards.ts";
import { loadStyles } from "../lazy.ts";

/** The route that shows the landing to visitors in place of its children (home, games, play). */
export const landingRouteId = "landing-when-logged-out";

/** The landing's chunk id in the build manifest: server rendering links its code and styles for visitors. */
export const landingChunk = "screens/landing/HomePage";

/**
 * The landing is its own chunk, so signed-in people never download it; a visitor's page preloads it (see
 * src/ssr.tsx), and hydration keeps the server's markup in place until it has arrived.
 */
const HomePage = lazy(async () => {
  const [module] = await Promise.all([import("../screens/landing/HomePage.tsx"), loadStyles(landingChunk)]);
  return { default: module.HomePage };
});

/**
 * Home, games and play: a visitor sees the landing screen in place (same address, no redirect), so a
 * shared game link invites them to join; a signed-in person sees the page itself.
 */
export function LandingWhenLoggedOut() {
  const { user } = useShell();
  if (user) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <HomePage />
    </Suspense>
  );
}
