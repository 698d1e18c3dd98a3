import { Suspense } from "react";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "../../router/index.ts";
import type { FeedData } from "./FeedPage.tsx";
import { lazyRendered, rendersParts } from "../../lazyParts.ts";
import { CreatePostDialog } from "./CreatePostDialog.tsx";

// /add is home with the Create New Content popup open over it: the same feed, loaded the same way, by the
// home page's module, which shows it here too (FeedScreen below).
export async function loader(args: LoaderFunctionArgs): Promise<FeedData | null> {
  const feed = await import("./FeedPage.tsx");
  return feed.loader(args);
}

// The popup is what one uses here, so its code is the page's; the feed behind it (inert under the modal)
// is the home page's chunk, rendered by the server and hydrated once that chunk is in.
const FeedScreen = lazyRendered("screens/posts/FeedPage", () =>
  import("./FeedPage.tsx").then((module) => module.FeedScreen),
);

// With the parts inside the feed (FeedPage.tsx, PostCard.tsx), named here: their modules come with the feed's.
export const handle = {
  parts: [
    ...rendersParts(FeedScreen).parts,
    "components/ZonesSidebar",
    "screens/posts/WarnedContent",
    "screens/reports/SensitiveMedia",
  ],
};

export function Component() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <>
      {data && (
        <Suspense fallback={null}>
          <FeedScreen data={data} />
        </Suspense>
      )}
      <CreatePostDialog open onClose={() => navigate("/", { replace: true })} />
    </>
  );
}
