import { lazyComponent } from "../../lazyParts.ts";

/**
 * The chat key's own screens, shown only once the browser has looked at its stored key (never in the server's
 * markup): setting up or restoring a key, and approving another device. Their code (key making, sealing,
 * device links) comes when one shows, not with every chat page; each shows under a `Suspense`.
 */
export const SetUpChatKeys = lazyComponent("screens/chat/SetUpChatKeys", () =>
  import("./SetUpChatKeys.tsx").then((module) => module.SetUpChatKeys),
);

export const ApproveDevices = lazyComponent("screens/chat/ApproveDevices", () =>
  import("./ApproveDevices.tsx").then((module) => module.ApproveDevices),
);
