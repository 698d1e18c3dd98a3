import { NavItem } from "./NavItem.tsx";
import { BellIcon, ChatIcon, FavouritesIcon, GamesIcon, HomeIcon, VideosIcon, ZonesIcon } from "./icons.tsx";

/**
 * The mobile navigation along the bottom of the screen (hidden inside a chat, which needs that space). Named
 * apart from the side bar's "Main", so each landmark of a page has a name of its own.
 */
export function BottomBar({ unread, notifications }: { unread: number; notifications: number }) {
  return (
    <nav className="bottom-bar" aria-label="Main (phone)">
      <NavItem to="/" label="Home" icon={<HomeIcon />} />
      <NavItem to="/zones" label="Zones" icon={<ZonesIcon />} />
      <NavItem to="/favorites" label="Favourites" icon={<FavouritesIcon />} />
      <NavItem to="/games" label="Games" icon={<GamesIcon />} />
      <NavItem to="/videos" label="Videos" icon={<VideosIcon />} />
      <NavItem to="/chat" label="Chat" icon={<ChatIcon />} badge={unread} />
      {/* "Notifications" does not fit a seventh of a phone's width. */}
      <NavItem to="/notifications" label="Alerts" icon={<BellIcon />} badge={notifications} />
    </nav>
  );
}
