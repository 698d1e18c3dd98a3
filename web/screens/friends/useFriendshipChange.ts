import { useRevalidator } from "../../router/index.ts";
import { befriend, unfriend, type Friendship } from "../../../shared/api/friends.ts";
import { call } from "../../api/http.ts";
import { statusOf } from "../../api/apiError.ts";
import { notify } from "../../components/toast.ts";
import { budgetRefusal } from "../../api/refusal.ts";
import { sendWhenReachable } from "../../api/sendWhenReachable.ts";

/**
 * What a button does and the intention it was shown for: the server refuses the intention (409) once the
 * friendship has moved on, so a stale "Cancel request" cannot end a friendship accepted meanwhile.
 */
export type FriendshipChange =
  | { method: "befriend"; intent: "request" | "accept" }
  | { method: "unfriend"; intent: "cancel" | "decline" | "unfriend" };

export const sendRequest: FriendshipChange = { method: "befriend", intent: "request" };
export const acceptRequest: FriendshipChange = { method: "befriend", intent: "accept" };
export const cancelRequest: FriendshipChange = { method: "unfriend", intent: "cancel" };
export const declineRequest: FriendshipChange = { method: "unfriend", intent: "decline" };
export const endFriendship: FriendshipChange = { method: "unfriend", intent: "unfriend" };

function send(change: FriendshipChange, username: string) {
  return change.method === "befriend"
    ? call(befriend, { params: { username }, query: { intent: change.intent } })
    : call(unfriend, { params: { username }, query: { intent: change.intent } });
}

/**
 * Changes a friendship and says so: `changed` hears at once how the two stand now, then the page's data is
 * loaded again, since a friendship decides whose posts the viewer sees. One that could not reach the server
 * says so and goes when the server is back (sendWhenReachable), never lost; a refused stale intention is
 * told in the server's words ("You are already friends.") and the page is loaded again to show where it
 * stands; any other failure is told as a toast.
 */
export function useFriendshipChange() {
  const revalidator = useRevalidator();
  return async (change: FriendshipChange, username: string, done: string, changed?: (now: Friendship) => void) => {
    try {
      const { friendship } = await sendWhenReachable(() => send(change, username), {
        onWaiting: () => notify.info("Not sent yet: you're offline. It will be sent when the connection is back."),
      });
      changed?.(friendship);
      notify.success(done);
    } catch (error) {
      if (statusOf(error) === 409 && error instanceof Error) notify.error(error.message);
      else notify.error(budgetRefusal(error) ?? "Could not update the friendship. Please try again.");
    }
    await revalidator.revalidate();
  };
}
