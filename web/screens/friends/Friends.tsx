import { useState } from "react";
import { Link } from "../../router/index.ts";
import { friendLists, type FriendLists } from "../../../shared/api/friends.ts";
import { call } from "../../api/http.ts";
import type { UserSummary } from "../../../shared/api/users.ts";
import { Person } from "../../components/Person.tsx";
import {
  acceptRequest,
  cancelRequest,
  declineRequest,
  useFriendshipChange,
  type FriendshipChange,
} from "./useFriendshipChange.ts";
import { useLiveFriendship } from "./useLiveFriendship.ts";
import "./Friends.css";

/** Who is in which list, to tell whether the lists shown are still the current ones. */
const listed = (lists: FriendLists) =>
  [lists.friends, lists.incoming, lists.outgoing].map((people) => people.map((p) => p.id).join()).join("|");

/**
 * The owner's friend requests (to accept or decline), the requests they sent (to cancel) and their friends.
 * Answering a request loads the page again: a new friend's posts join the owner's friends feed. So does any
 * friendship delivered live, so the lists never offer a button for a state that has passed.
 */
export function Friends({ lists }: { lists: FriendLists }) {
  const changeFriendship = useFriendshipChange();
  useLiveFriendship(undefined, undefined, async () => listed(await call(friendLists)) !== listed(lists));
  const [busy, setBusy] = useState<string | null>(null);

  async function answer(user: UserSummary, change: FriendshipChange, done: string) {
    setBusy(user.username);
    await changeFriendship(change, user.username, done);
    setBusy(null);
  }

  return (
    <div className="friends">
      {lists.incoming.length > 0 && (
        <section className="panel friends-section friends-incoming" aria-labelledby="friend-requests">
          <h2 id="friend-requests" className="profile-section-title">
            Friend requests <span className="count-badge">{lists.incoming.length}</span>
          </h2>
          <ul className="people">
            {lists.incoming.map((user) => (
              <Person key={user.id} user={user}>
                <button
                  type="button"
                  className="button primary small"
                  disabled={busy !== null}
                  onClick={() => answer(user, acceptRequest, `You and ${user.name} are now friends.`)}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button small"
                  disabled={busy !== null}
                  onClick={() => answer(user, declineRequest, "Friend request declined.")}
                >
                  Decline
                </button>
              </Person>
            ))}
          </ul>
        </section>
      )}
      <section className="panel friends-section" aria-labelledby="friends-title">
        <h2 id="friends-title" className="profile-section-title">
          Friends <span className="count-badge">{lists.friends.length}</span>
        </h2>
        {lists.friends.length === 0 ? (
          <p className="muted">
            No friends yet. <Link to="/search">Find people</Link> and send them a request from their profile.
          </p>
        ) : (
          <ul className="people">
            {lists.friends.map((user) => (
              <Person key={user.id} user={user} />
            ))}
          </ul>
        )}
      </section>
      {lists.outgoing.length > 0 && (
        <section className="panel friends-section" aria-labelledby="sent-requests">
          <h2 id="sent-requests" className="profile-section-title">
            Requests you sent
          </h2>
          <ul className="people">
            {lists.outgoing.map((user) => (
              <Person key={user.id} user={user}>
                <button
                  type="button"
                  className="button small"
                  disabled={busy !== null}
                  onClick={() => answer(user, cancelRequest, "Friend request cancelled.")}
                >
                  Cancel request
                </button>
              </Person>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
