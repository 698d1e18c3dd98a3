import { data, type RouteDefinition } from "./router/index.ts";
import { Root, RootErrorBoundary, rootLoader } from "./root.tsx";
import { lazyRoute, loadStyles } from "./lazy.ts";
import { guarded, guestOnly, requireAdmin, requireUser } from "./auth/guards.ts";
import { LandingWhenLoggedOut, landingRouteId } from "./auth/LandingWhenLoggedOut.tsx";
import { NotAllowed } from "./auth/NotAllowed.tsx";
import { builtinZones } from "../shared/zones.ts";
import { sceneLoaders } from "./zones/sceneLoaders.ts";
import { cached, showsNothing, shown } from "../shared/cached-pages.ts";
import type { Shell } from "../shared/api/system.ts";

/** The one route table, used by server rendering and by the browser alike. */
export const routes: RouteDefinition[] = [
  {
    id: "root",
    path: "/",
    loader: rootLoader,
    // The shell shows who is signed in: a signed-in page may be cached; a visitor's is public-pages' business.
    handle: cached<Shell>((shell) => (shell.user ? [shown.account(shell.user.id)] : null)),
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: "about", ...lazyRoute("screens/info/AboutPage", () => import("./screens/info/AboutPage.tsx")) },
      { path: "features", ...lazyRoute("screens/info/FeaturesPage", () => import("./screens/info/FeaturesPage.tsx")) },
      { path: "privacy", ...lazyRoute("screens/info/PrivacyPage", () => import("./screens/info/PrivacyPage.tsx")) },
      { path: "terms", ...lazyRoute("screens/info/TermsPage", () => import("./screens/info/TermsPage.tsx")) },
      { path: "version", ...lazyRoute("screens/info/VersionPage", () => import("./screens/info/VersionPage.tsx")) },
      {
        path: "contact",
        ...lazyRoute("screens/contact/ContactPage", () => import("./screens/contact/ContactPage.tsx")),
      },
      // A post's own page: public posts for everyone, visitors included; 404 for what the reader may not see.
      { path: "posts/:id", ...lazyRoute("screens/replies/PostPage", () => import("./screens/replies/PostPage.tsx")) },
      // A moderation decision and its appeal: the link's token stands for the person, who may not sign in.
      {
        path: "appeal",
        ...lazyRoute("screens/moderation/AppealPage", () => import("./screens/moderation/AppealPage.tsx")),
      },
      // Visitors see the landing screen in place; signed-in people the page itself.
      {
        id: landingRouteId,
        Component: LandingWhenLoggedOut,
        handle: showsNothing,
        children: [
          { index: true, ...lazyRoute("screens/posts/FeedPage", () => import("./screens/posts/FeedPage.tsx")) },
          { path: "games", ...lazyRoute("screens/games/GamesPage", () => import("./screens/games/GamesPage.tsx")) },
          {
            path: "play/:gameId",
            ...lazyRoute("screens/games/PlayPage", () => import("./screens/games/PlayPage.tsx")),
          },
        ],
      },
      // Login and sign-up: someone already signed in goes on to `next` or home.
      {
        id: "guest-only",
        ...guarded(guestOnly),
        children: [
          { path: "login", ...lazyRoute("screens/auth/LoginPage", () => import("./screens/auth/LoginPage.tsx")) },
          { path: "signup", ...lazyRoute("screens/auth/SignupPage", () => import("./screens/auth/SignupPage.tsx")) },
        ],
      },
      // Signed-in people only: visitors go to /login?next=<this page> and come back after logging in.
      {
        id: "signed-in-only",
        ...guarded(requireUser),
        handle: showsNothing,
        children: [
          {
            path: "videos",
            ...lazyRoute("screens/videos/VideosPage", () => import("./screens/videos/VideosPage.tsx")),
          },
          { path: "chat", ...lazyRoute("screens/chat/ChatListPage", () => import("./screens/chat/ChatListPage.tsx")) },
          { path: "chat/:chatID", ...lazyRoute("screens/chat/ChatPage", () => import("./screens/chat/ChatPage.tsx")) },
          { path: "add", ...lazyRoute("screens/posts/CreatePage", () => import("./screens/posts/CreatePage.tsx")) },
          {
            path: "profile",
            ...lazyRoute("screens/profiles/OwnProfilePage", () => import("./screens/profiles/OwnProfilePage.tsx")),
          },
          {
            path: "user/:username",
            ...lazyRoute("screens/profiles/UserProfilePage", () => import("./screens/profiles/UserProfilePage.tsx")),
          },
          {
            path: "favorites",
            ...lazyRoute("screens/favorites/FavoritesPage", () => import("./screens/favorites/FavoritesPage.tsx")),
          },
          {
            path: "edit-content/:id",
            ...lazyRoute("screens/posts/EditPostPage", () => import("./screens/posts/EditPostPage.tsx")),
          },
          {
            path: "search",
            ...lazyRoute("screens/search/SearchPage", () => import("./screens/search/SearchPage.tsx")),
          },
          {
            path: "settings",
            ...lazyRoute("screens/settings/SettingsPage", () => import("./screens/settings/SettingsPage.tsx")),
          },
          {
            path: "notifications",
            ...lazyRoute(
              "screens/notifications/NotificationsPage",
              () => import("./screens/notifications/NotificationsPage.tsx"),
            ),
          },
          { path: "zones", ...lazyRoute("screens/zones/ZonesPage", () => import("./screens/zones/ZonesPage.tsx")) },
          {
            path: "create-zones",
            ...lazyRoute("screens/zones/CreateZonePage", () => import("./screens/zones/CreateZonePage.tsx")),
          },
          // The zone pages' frame (its 403 page); each built-in zone's route is its scene's own chunk.
          {
            ...lazyRoute("screens/zones/ZoneScreen", () => import("./screens/zones/ZoneScreen.tsx")),
            children: [
              ...builtinZones.map((zone) => ({ path: `zones/${zone.slug}`, ...sceneRoute(zone.slug) })),
              {
                path: "zones/:slug",
                id: "zones/created",
                lazy: async () => (await import("./screens/zones/ZoneScreen.tsx")).createdZonePage,
              },
            ],
          },
        ],
      },
      // Admins only: everyone else, visitors included, gets "Not allowed" (403) inside the shell.
      {
        id: "admin-only",
        loader: requireAdmin,
        ErrorBoundary: NotAllowed,
        children: [
          { path: "admin", ...lazyRoute("screens/admin/AdminPage", () => import("./screens/admin/AdminPage.tsx")) },
          {
            path: "admin/reports",
            ...lazyRoute("screens/moderation/ReportsPage", () => import("./screens/moderation/ReportsPage.tsx")),
          },
          {
            path: "invest",
            ...lazyRoute("screens/investors/InvestorPage", () => import("./screens/investors/InvestorPage.tsx")),
          },
          {
            path: "user-activity/:userId",
            ...lazyRoute("screens/admin/UserActivityPage", () => import("./screens/admin/UserActivityPage.tsx")),
          },
        ],
      },
      {
        path: "*",
        loader: () => {
          throw data("Not found", { status: 404 });
        },
      },
    ],
  },
];

/**
 * A built-in zone's route. Its id names its scene's module, so server rendering links that chunk and its
 * styles; the zone screen (three.js and the viewer) comes with it, and with no other route.
 */
function sceneRoute(slug: string): Pick<RouteDefinition, "id" | "lazy"> {
  const id = `zones/scenes/${slug}`;
  return {
    id,
    lazy: async () => {
      const [screen, scene] = await Promise.all([
        import("./screens/zones/ZoneScreen.tsx"),
        sceneLoaders[slug]!(),
        loadStyles(id),
      ]);
      return screen.builtinZonePage(scene.default);
    },
  };
}
