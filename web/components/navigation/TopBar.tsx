import { useImageUrl } from "../../document.tsx";
import { PathLink } from "../PathLink.tsx";
import type { SignedInUser } from "../../../shared/api/auth.ts";
import { ThemeToggle } from "../ThemeToggle.tsx";
import { ProfileMenu } from "./ProfileMenu.tsx";
import { inPlace } from "./inPlace.ts";
import { CreateIcon, SearchIcon } from "./icons.tsx";

interface TopBarProps {
  user: SignedInUser;
  onLogout: () => void;
  onCreate: () => void;
}

/** Mobile, on home only: the brand, search, create, the theme and the profile menu (with logout). */
export function TopBar({ user, onLogout, onCreate }: TopBarProps) {
  return (
    <header className="top-bar">
      <PathLink to="/" className="nav-brand" aria-label="Virtual Worlds home">
        <img src={useImageUrl("/logo-a.svg")} alt="" width="28" height="28" />
        <span>Virtual Worlds</span>
      </PathLink>
      <nav className="top-bar-actions" aria-label="Quick actions">
        <PathLink to="/search" className="icon-button" aria-label="Search">
          <SearchIcon />
        </PathLink>
        <PathLink to="/add" className="icon-button" aria-label="Create" onClick={inPlace(onCreate)}>
          <CreateIcon />
        </PathLink>
        <ThemeToggle />
        <ProfileMenu user={user} onLogout={onLogout} placement="top" />
      </nav>
    </header>
  );
}
