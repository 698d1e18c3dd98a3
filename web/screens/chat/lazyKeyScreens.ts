import { lazyComponent } from "../../lazyParts.ts";

/**
 * The chat key's own screens where the page shows them only once the browser has looked at its stored key
 * (never in the server's markup): setting up or restoring a key in a conversation, and approving another
 * device. Their code comes when one shows, not with every chat page. (/chat draws its set-up form itself.)
 */
export const SetUpChatKeys = lazyComponent("screens/chat/SetUpChatKeys", () =>
  import("./SetUpChatKeys.tsx").then((module) => module.SetUpChatKeys),
);

export const ApproveDevices = lazyComponent("screens/chat/ApproveDevices", () =>
  import("./ApproveDevices.tsx").then((module) => module.ApproveDevices),
);
