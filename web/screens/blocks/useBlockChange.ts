import { useRevalidator } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import type { BlockStanding } from "../../../shared/api/blocks.ts";
import { notify } from "../../components/toast.ts";

export type BlockChange = "block" | "unblock" | "mute" | "unmute";

/** What each change tells the person when it is done. */
const done: Record<BlockChange, (username: string) => string> = {
  block: (u) => `You blocked @${u}.`,
  unblock: (u) => `You unblocked @${u}.`,
  mute: (u) => `You muted @${u}. Their posts will no longer appear in your feeds.`,
  unmute: (u) => `You unmuted @${u}.`,
};

/**
 * Blocks, unblocks, mutes or unmutes someone, says so in a toast, and loads the page's data again (what it
 * shows of them changes); the server's own words when it refuses. Answers the new standing, or null.
 */
export function useBlockChange() {
  const revalidator = useRevalidator();
  return async (change: BlockChange, username: string): Promise<BlockStanding | null> => {
    try {
      // The blocks' contract comes with the first change, not with every post's and profile's menu.
      const endpoints = await import("../../../shared/api/blocks.ts");
      const standing = await call(endpoints[change], { params: { username } });
      notify.success(done[change](username));
      await revalidator.revalidate();
      return standing;
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notify.error(known ? error.message : "Something went wrong. Please try again.");
      return null;
    }
  };
}
