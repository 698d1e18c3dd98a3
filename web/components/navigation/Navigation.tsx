import { useState } from "react";
import { useLocation } from "../../router/index.ts";
import type { SignedInUser } from "../../../shared/api/auth.ts";
import { SideBar } from "./SideBar.tsx";
import { TopBar } from "./TopBar.tsx";
import { BottomBar } from "./BottomBar.tsx";
import { LogoutDialog } from "./LogoutDialog.tsx";
import { CreatePostLauncher } from "./CreatePostLauncher.tsx";
import { useUnreadCount } from "../../chat/useUnreadCount.ts";
import { useNotificationCount } from "../../notifications/useNotificationCount.ts";
import { useDeliveryReceipts } from "../../chat/delivery.ts";
import { useZoneNews } from "../../zones/useZoneNews.ts";
import "./navigation.css";

/** A chat screen: /chat/ followed by its number. There the message box needs the bottom of the screen. */
const chatScreen = /^\/chat\/\d+\/?$/;

/**
 * The signed-in shell's navigation (nothing for visitors). Desktop: a side bar beside the page. Mobile
 * (768 px or less, switched by CSS so the server's markup fits every screen): a top bar on home and a
 * bottom bar everywhere but inside a chat.
 */
export function Navigation({ user }: { user: SignedInUser }) {
  const { pathname } = useLocation();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [creating, setCreating] = useState(false);

  // Unread chat messages, live from the realtime `unread` event; the badge shows only above 0.
  const unread = useUnreadCount(user.id);
  // Unread notifications, live from the realtime `notifications` event.
  const notifications = useNotificationCount();
  // Requests to enter one's zones, invitations, answers and friends' new zones, told wherever one is.
  useZoneNews();
  // A chat message that reaches this tab live has been delivered: its sender sees so.
  useDeliveryReceipts(user.id);
  const askLogout = () => setConfirmingLogout(true);
  const create = () => setCreating(true);
  return (
    <>
      <SideBar user={user} unread={unread} notifications={notifications} onLogout={askLogout} onCreate={create} />
      {pathname === "/" && <TopBar user={user} onLogout={askLogout} onCreate={create} />}
      {!chatScreen.test(pathname) && <BottomBar unread={unread} notifications={notifications} />}
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
      <CreatePostLauncher open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
