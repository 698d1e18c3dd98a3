import type { MouseEvent, ReactNode } from "react";
import { PathNavLink } from "../PathLink.tsx";

interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** Unread messages: a badge when above 0, also spoken as part of the link's name. */
  badge?: number;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}

/** One destination: its icon, its visible label (its accessible name) and, on the current page, aria-current. */
export function NavItem({ to, label, icon, badge = 0, onClick }: NavItemProps) {
  return (
    <PathNavLink
      to={to}
      end={to === "/"}
      className="nav-item"
      onClick={onClick}
      aria-label={badge > 0 ? `${label}, ${badge} unread` : undefined}
    >
      <span className="nav-item-icon">
        {icon}
        {/* The number is drawn by CSS from data-count, not written as text: the link's spoken name ("Chat,
            2 unread") then contains all of its visible text in order (WCAG 2.5.3; axe's
            label-content-name-mismatch), which a "2" in front of "Chat" would break. */}
        {badge > 0 && <span className="nav-badge" aria-hidden="true" data-count={badge > 99 ? "99+" : String(badge)} />}
      </span>
      <span className="nav-item-label">{label}</span>
    </PathNavLink>
  );
}
