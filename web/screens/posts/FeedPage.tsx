import { Suspense } from "react";
import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from "../../router/index.ts";
import type { Api } from "../../../shared/api/endpoint.ts";
import { friendsFeed, globalFeed, type FeedItem } from "../../../shared/api/posts.ts";
import { PathLink } from "../../components/PathLink.tsx";
import { apiOf, useApi } from "../../api/context.ts";
import { shellOf, useShell } from "../../auth/guards.ts";
import { PostMenu } from "../blocks/PostMenu.tsx";
import { PostList } from "./PostList.tsx";
import { postCardParts } from "./PostCard.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { cached, shown } from "../../../shared/cached-pages.ts";
import { lazyComponent, lazyRendered, rendersParts } from "../../lazyParts.ts";
import "./FeedPage.css";

// The person's videos being processed are asked by the browser and rendered nowhere else: their code comes
// once the page shows in the browser, not with its first load.
const ProcessingVideos = lazyComponent("screens/posts/ProcessingVideos", () =>
  import("./ProcessingVideos.tsx").then((module) => module.ProcessingVideos),
);

export type FeedTab = "friends" | "global";

export interface FeedData {
  tab: FeedTab;
  items: FeedItem[];
  error: string | null;
}

/** The tab is in the address (`?tab=friends`), so a shared or reloaded link opens the same tab. */
function tabOf(url: URL): FeedTab {
  return url.searchParams.get("tab") === "friends" ? "friends" : "global";
}

/** The chosen tab's posts before `before` (its first page without). */
function feedOf(api: Api, tab: FeedTab) {
  const feed = tab === "friends" ? friendsFeed : globalFeed;
  return (before?: number) => api.call(feed, { query: { before } });
}

/** The first page of the chosen tab. Visitors see the landing screen instead, so nothing is loaded for them. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<FeedData | null> {
  const { user } = await shellOf(context);
  if (!user) return null;
  const tab = tabOf(new URL(request.url));
  try {
    return { tab, items: await feedOf(apiOf(context), tab)(), error: null };
  } catch {
    return { tab, items: [], error: "Failed to fetch content." };
  }
}

// The zones beside the feed (desktops only) are a chunk of their own, with their contract and the live
// channel: the server renders them, and they hydrate once their code, preloaded with the page (its styles
// linked, `handle`), is in.
const ZonesSidebar = lazyRendered("components/ZonesSidebar", () =>
  import("../../components/ZonesSidebar.tsx").then((module) => module.ZonesSidebar),
);

/**
 * Both tabs may be cached rendered: the posts shown (their cards and their authors) and which posts are the
 * newest — of everyone for the global tab, of the viewer and their friends for the friends tab. A feed that
 * failed to load is not cached, nor one with a post under a keyword filter: the filter may expire, which no
 * event tells (a filter added, changed or removed drops the viewer's pages, src/cache/changes.ts).
 */
export const handle = {
  ...cached<FeedData | null>((data, viewer) => {
    if (!data || data.error || data.items.some((item) => item.filtered)) return null;
    const newest = data.tab === "friends" ? shown.friendsPosts(viewer.id) : shown.publicPosts;
    return [newest, ...data.items.flatMap((item) => [shown.post(item.ID), shown.account(item.user_id)])];
  }),
  ...rendersParts(ZonesSidebar, ...postCardParts),
};

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <FeedScreen data={data} /> : null;
}

/** Home for signed-in people: the friends and global feeds, with the zones beside them on desktops. */
export function FeedScreen({ data }: { data: FeedData }) {
  const api = useApi();
  const navigation = useNavigation();
  const switching = navigation.state === "loading" && navigation.location.pathname === "/";
  const { tab, items, error } = data;
  const me = useShell().user?.id;
  return (
    <div className="home-layout">
      <main id="main" className="feed">
        <title>Home · Virtual Worlds</title>
        <header className="feed-header">
          <h1>Home</h1>
          <PathLink to="/add" className="feed-compose">
            Share something with the world...
          </PathLink>
          <nav className="feed-tabs" aria-label="Feeds">
            <TabLink to="/?tab=friends" current={tab === "friends"}>
              Friends
            </TabLink>
            <TabLink to="/" current={tab === "global"}>
              Global
            </TabLink>
          </nav>
        </header>
        <ProcessingVideos refresh={data} />
        <div className="feed-body" aria-busy={switching}>
          {switching && (
            <p className="feed-loading" role="status">
              Loading posts...
            </p>
          )}
          {error ? (
            <ErrorBox>{error}</ErrorBox>
          ) : (
            <PostList
              key={tab}
              first={items}
              loadAfter={feedOf(api, tab)}
              label={tab === "friends" ? "Posts from you and your friends" : "Posts from everyone"}
              empty={<EmptyFeed tab={tab} />}
              actions={(item) => (item.user_id === me ? null : <PostMenu item={item} />)}
            />
          )}
        </div>
      </main>
      <Suspense fallback={null}>
        <ZonesSidebar />
      </Suspense>
    </div>
  );
}

function TabLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <PathLink to={to} className="feed-tab" aria-current={current ? "page" : undefined} preventScrollReset>
      {children}
    </PathLink>
  );
}

function EmptyFeed({ tab }: { tab: FeedTab }) {
  return (
    <>
      <p className="post-list-empty-title">No content available.</p>
      {tab === "friends" ? (
        <p className="muted">
          Your posts and your friends' posts appear here. <Link to="/search">Find people</Link> to befriend, or share
          something yourself.
        </p>
      ) : (
        <p className="muted">Nothing has been shared yet. Be the first!</p>
      )}
      <Link to="/add" className="button primary">
        Create
      </Link>
    </>
  );
}
