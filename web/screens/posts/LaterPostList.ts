import { lazyRendered } from "../../lazyParts.ts";

/**
 * A profile's posts, below its card: the server renders them with the page, and the browser fetches their
 * code (the post cards, stars, share menus) with the page but hydrates them once it is in, so a profile's
 * first load carries its card. Shows under a `Suspense`; the page's handle names it (`rendersParts`).
 */
export const LaterPostList = lazyRendered("screens/posts/PostList", () =>
  import("./PostList.tsx").then((module) => module.PostList),
);
