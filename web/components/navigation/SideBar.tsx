import { PathLink } from "../PathLink.tsx";
import type { SignedInUser } from "../../../shared/api/auth.ts";
import { ThemeToggle } from "../ThemeToggle.tsx";
import { NavItem } from "./NavItem.tsx";
import { ProfileMenu } from "./ProfileMenu.tsx";
import { inPlace } from "./inPlace.ts";
import { useImageUrl } from "../../document.tsx";
import {
  BellIcon,
  ChatIcon,
  CreateIcon,
  FavouritesIcon,
  GamesIcon,
  HomeIcon,
  LogoutIcon,
  SearchIcon,
  VideosIcon,
} from "./icons.tsx";

interface SideBarProps {
  user: SignedInUser;
  unread: number;
  /** Unread notifications. */
  notifications: number;
  onLogout: () => void;
  /** Opens the Create New Content popup in place (the link to /add is for before the page is interactive). */
  onCreate: () => void;
}

/** The desktop navigation: a column beside the page (icons only on narrow desktops, names still spoken). */
export function SideBar({ user, unread, notifications, onLogout, onCreate }: SideBarProps) {
  return (
    <nav className="side-bar" aria-label="Main">
      <PathLink to="/" className="nav-brand" aria-label="Virtual Worlds home">
        <img src={useImageUrl("/logo-a.svg")} alt="" width="32" height="32" />
        <span className="nav-item-label">Virtual Worlds</span>
      </PathLink>
      <NavItem to="/" label="Home" icon={<HomeIcon />} />
      <NavItem to="/search" label="Search" icon={<SearchIcon />} />
      <NavItem to="/add" label="Create" icon={<CreateIcon />} onClick={inPlace(onCreate)} />
      <NavItem to="/games" label="Games" icon={<GamesIcon />} />
      <NavItem to="/favorites" label="Favourites" icon={<FavouritesIcon />} />
      <NavItem to="/videos" label="Videos" icon={<VideosIcon />} />
      <NavItem to="/chat" label="Chat" icon={<ChatIcon />} badge={unread} />
      <NavItem to="/notifications" label="Notifications" icon={<BellIcon />} badge={notifications} />
      <div className="side-bar-end">
        <ProfileMenu user={user} onLogout={onLogout} placement="side" />
        <ThemeToggle />
        <button type="button" className="nav-item" onClick={onLogout}>
          <span className="nav-item-icon">
            <LogoutIcon />
          </span>
          <span className="nav-item-label">Logout</span>
        </button>
      </div>
    </nav>
  );
}
