import type { ZoneFriend } from "../../../shared/api/zones.ts";
import type { ZoneRoom as Room } from "./useZonePresence.ts";
import { notify } from "../../components/toast.ts";
import "./ZoneRoom.css";

interface ZoneRoomProps {
  room: Room | null;
  friends: readonly ZoneFriend[];
  join: (username: string, name: string) => Promise<boolean>;
  /** What the last join said (joined, or why not). */
  joinNews: string;
  /** The visitor's username: their friends' link to their room is the zone's address `?with=` it. */
  username: string | undefined;
}

/**
 * Which instance of the zone the visitor is in ("Room 2 of 3": a zone holds 25 people a room), and their
 * friends in the zone with a Join for those in another room.
 */
export function ZoneRoom({ room, friends, join, joinNews, username }: ZoneRoomProps) {
  return (
    <div className="zone-room">
      <p className="zone-room-label" data-zone-room={room?.instance}>
        {room ? `Room ${room.instance} of ${Math.max(room.instance, room.instances)}` : "Finding a room…"}
      </p>
      <details className="zone-friends">
        <summary className="button">Friends here ({friends.length})</summary>
        <div className="zone-friends-panel">
          {friends.length === 0 ? (
            <p className="muted">None of your friends is in this zone now.</p>
          ) : (
            <ul>
              {friends.map((friend) => (
                <li key={friend.userId}>
                  <span>
                    {friend.name} <span className="muted">room {friend.instance}</span>
                  </span>
                  {friend.instance === room?.instance ? (
                    <span className="muted">In your room</span>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={`Join ${friend.name} in room ${friend.instance}`}
                      onClick={() => void join(friend.username, friend.name)}
                    >
                      Join
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {username && (
            <button type="button" className="button small" onClick={() => void copyRoomLink(username)}>
              Copy a link to my room
            </button>
          )}
        </div>
      </details>
      <p className="zone-room-news" role="status">
        {joinNews}
      </p>
    </div>
  );
}

/** A friend opening it arrives in the visitor's room (if it still has room; the server checks the friendship). */
async function copyRoomLink(username: string) {
  const link = new URL(window.location.pathname, window.location.origin);
  link.searchParams.set("with", username);
  try {
    await navigator.clipboard.writeText(link.href);
    notify.success("Link copied. Friends who open it join your room.");
  } catch {
    notify.error("Could not copy the link.");
  }
}
