import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "../../router/index.ts";
import { PathLink } from "../PathLink.tsx";
import type { SignedInUser } from "../../../shared/api/auth.ts";
import { useShell } from "../../auth/guards.ts";
import { InvestorIcon, LogoutIcon, MonitorIcon, ProfileIcon, SettingsIcon } from "./icons.tsx";
import { pictureSrcSet } from "../Avatar.tsx";

interface ProfileMenuProps {
  user: SignedInUser;
  onLogout: () => void;
  /** Beside the side bar (opens to the right) or in the mobile top bar (opens downwards). */
  placement: "side" | "top";
}

/**
 * Opened by the person's picture (or their initial without one): Profile, Settings (people), Monitor and
 * Investor (admins), Logout. A disclosure: the button says whether
 * it is open; Escape, a click elsewhere or moving to another page closes it.
 */
export function ProfileMenu({ user, onLogout, placement }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { picture } = useShell();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div className={`profile-menu profile-menu-${placement}`} ref={root}>
      <button
        ref={button}
        type="button"
        className={placement === "side" ? "nav-item" : "icon-button"}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="nav-item-icon">
          {picture ? (
            <img
              className="avatar avatar-picture"
              src={picture}
              srcSet={pictureSrcSet(picture) ?? undefined}
              sizes="28px"
              alt=""
              width={28}
              height={28}
            />
          ) : (
            <span className="avatar" aria-hidden="true">
              {initial(user)}
            </span>
          )}
        </span>
        {/* Named by its text, "Profile menu", so the visible "Profile" is the start of what is spoken. */}
        <span className={placement === "side" ? "nav-item-label" : "visually-hidden"}>Profile</span>
        <span className="visually-hidden"> menu</span>
      </button>
      <div id={menuId} className="profile-menu-panel" hidden={!open}>
        <p className="profile-menu-who">
          <strong>{user.name}</strong>
          <span>@{user.username}</span>
        </p>
        <ul>
          <MenuLink to="/profile" label="Profile" icon={<ProfileIcon />} />
          {!user.is_admin && <MenuLink to="/settings" label="Settings" icon={<SettingsIcon />} />}
          {user.is_admin && <MenuLink to="/admin" label="Monitor" icon={<MonitorIcon />} />}
          {user.is_admin && <MenuLink to="/admin/reports" label="Reports" icon={<MonitorIcon />} />}
          {user.is_admin && <MenuLink to="/invest" label="Investor" icon={<InvestorIcon />} />}
          <li>
            <button
              type="button"
              className="profile-menu-item"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              <LogoutIcon />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

function MenuLink({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) {
  return (
    <li>
      <PathLink to={to} className="profile-menu-item">
        {icon}
        {label}
      </PathLink>
    </li>
  );
}

function initial(user: SignedInUser): string {
  return (user.name.trim()[0] ?? user.username[0] ?? "?").toUpperCase();
}
