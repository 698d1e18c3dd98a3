import type { ReactNode } from "react";
import { Link } from "../router/index.ts";
import type { UserSummary } from "../../shared/api/users.ts";
import { Avatar } from "./Avatar.tsx";
import "./Person.css";

/** Someone in a list (friends, requests, search results): picture, name and @username linked to their profile. */
export function Person({ user, children }: { user: UserSummary; children?: ReactNode }) {
  return (
    <li className="person">
      <Link to={`/user/${encodeURIComponent(user.username)}`} className="person-link">
        <Avatar src={user.profile} size={40} />
        <span className="person-names">
          <strong>{user.name}</strong>
          <span>@{user.username}</span>
        </span>
      </Link>
      {children && <span className="person-actions">{children}</span>}
    </li>
  );
}
