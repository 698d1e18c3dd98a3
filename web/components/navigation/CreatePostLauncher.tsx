import { lazy, Suspense, useState } from "react";
import { loadStyles } from "../../lazy.ts";

// The popup is its own chunk (with its stylesheet), fetched the first time someone asks to create.
const CreatePostDialog = lazy(async () => {
  const [module] = await Promise.all([
    import("../../screens/posts/CreatePostDialog.tsx"),
    loadStyles("screens/posts/CreatePostDialog"),
  ]);
  return { default: module.CreatePostDialog };
});

/**
 * The navigation's "Create": opens the Create New Content popup over whatever page is showing. Once
 * loaded it stays mounted, so a draft closed by mistake is still there when it is opened again.
 */
export function CreatePostLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CreatePostDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
