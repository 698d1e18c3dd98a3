import { Outlet } from "react-router";
import { HomePage } from "../screens/landing/HomePage.tsx";
import { useShell } from "./guards.ts";

/**
 * Home, games and play: a visitor sees the landing screen in place (same address, no redirect), so a
 * shared game link invites them to join; a signed-in person sees the page itself.
 */
export function LandingWhenLoggedOut() {
  const { user } = useShell();
  return user ? <Outlet /> : <HomePage />;
}
