import { useLoaderData, useNavigate } from "../../router/index.ts";
import { FeedScreen, loader } from "./FeedPage.tsx";
import { CreatePostDialog } from "./CreatePostDialog.tsx";

// /add is home with the Create New Content popup open over it: the same feed, loaded the same way.
export { loader };

export function Component() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <>
      {data && <FeedScreen data={data} />}
      <CreatePostDialog open onClose={() => navigate("/", { replace: true })} />
    </>
  );
}
