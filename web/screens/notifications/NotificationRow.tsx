import { Link } from "../../router/index.ts";
import type { NotificationItem } from "../../../shared/api/notifications.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";

/**
 * One notification: the latest people's pictures, the sentence, when, and whether it is unread (a dot, and
 * said in words for screen readers). The whole row is one link to its place; opening it marks it read.
 */
export function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <li className={item.read ? "notification" : "notification unread"}>
      <Link to={item.link} className="notification-link" onClick={() => onOpen(item)}>
        <span className="notification-avatars" aria-hidden="true">
          {item.actors.slice(0, 3).map((actor) => (
            <Avatar key={actor.id} src={actor.profile} size={32} />
          ))}
        </span>
        <span className="notification-body">
          <span className="notification-text">
            {!item.read && <span className="visually-hidden">Unread: </span>}
            {item.text}
          </span>
          <span className="notification-time muted">
            <RelativeTime at={item.at} />
          </span>
        </span>
        {!item.read && <span className="notification-dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}
