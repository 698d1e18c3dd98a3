import { Suspense } from "react";
import { useLoaderData, useNavigate } from "../../router/index.ts";
import { FeedScreen, loader } from "./FeedPage.tsx";
import { lazyComponent } from "../../lazy.ts";
// The popup's styles stay with the page, so the server's markup of it is styled from the start.
import "./CreatePostDialog.css";
import "./WarningFields.css";
import "../../components/FilePicker.css";

// The popup is the chunk the navigation's Create fetches too: the page's first load is the feed's, and the
// popup (which opens once hydrated) comes with it rather than inside it.
const CreatePostDialog = lazyComponent("screens/posts/CreatePostDialog", () =>
  import("./CreatePostDialog.tsx").then((module) => module.CreatePostDialog),
);

// /add is home with the Create New Content popup open over it: the same feed, loaded the same way.
export { loader };

export function Component() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <>
      {data && <FeedScreen data={data} />}
      <Suspense fallback={null}>
        <CreatePostDialog open onClose={() => navigate("/", { replace: true })} />
      </Suspense>
    </>
  );
}
