import { useRevalidator } from "../../router/index.ts";
import { befriend, unfriend, type Friendship } from "../../../shared/api/friends.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { budgetRefusal } from "../../api/refusal.ts";
import { sendWhenReachable } from "../../api/sendWhenReachable.ts";

/** Asking, accepting (befriend), or cancelling, declining, ending (unfriend). */
export type FriendshipChange = typeof befriend | typeof unfriend;

/**
 * Changes a friendship and says so: `changed` hears at once how the two stand now, then the page's data is
 * loaded again, since a friendship decides whose posts the viewer sees. A failure is told as a toast. One
 * that could not reach the server says so and goes when the server is back (sendWhenReachable), never lost.
 */
export function useFriendshipChange() {
  const revalidator = useRevalidator();
  return async (change: FriendshipChange, username: string, done: string, changed?: (now: Friendship) => void) => {
    try {
      const { friendship } = await sendWhenReachable(() => call(change, { params: { username } }), {
        onWaiting: () => notify.info("Not sent yet: you're offline. It will be sent when the connection is back."),
      });
      changed?.(friendship);
      notify.success(done);
      await revalidator.revalidate();
    } catch (error) {
      notify.error(budgetRefusal(error) ?? "Could not update the friendship. Please try again.");
    }
  };
}
