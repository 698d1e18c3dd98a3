import { useState } from "react";
import { Link } from "../../router/index.ts";
import type { Friendship } from "../../../shared/api/friends.ts";
import { profile } from "../../../shared/api/profiles.ts";
import { call } from "../../api/http.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import {
  acceptRequest,
  cancelRequest,
  declineRequest,
  endFriendship,
  sendRequest,
  useFriendshipChange,
  type FriendshipChange,
} from "./useFriendshipChange.ts";
import { useLiveFriendship } from "./useLiveFriendship.ts";
import "./FriendshipActions.css";

interface FriendshipActionsProps {
  userId: number;
  username: string;
  name: string;
  friendship: Friendship;
}

/**
 * What the viewer can do about a friendship with this person, by where it stands: ask, cancel the request,
 * accept or decline theirs, or end it (after a confirmation). The page's data is then loaded again, since
 * a friendship decides which of their posts the viewer may see. What the other person does meanwhile shows
 * live, and each button names the intention it was shown for, so a stale one is refused, not misapplied.
 */
export function FriendshipActions({ userId, username, name, friendship: initial }: FriendshipActionsProps) {
  const [friendship, setFriendship] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [confirmingUnfriend, setConfirmingUnfriend] = useState(false);
  const changeFriendship = useFriendshipChange();
  useLiveFriendship(
    userId,
    (now) => {
      setFriendship(now);
      setConfirmingUnfriend(false);
    },
    async () => (await call(profile, { params: { username } })).friendship !== friendship,
  );

  async function change(endpoint: FriendshipChange, done: string) {
    setBusy(true);
    await changeFriendship(endpoint, username, done, setFriendship);
    setBusy(false);
    setConfirmingUnfriend(false);
  }

  switch (friendship) {
    case "self":
      return (
        <Link to="/profile" className="button">
          Edit your profile
        </Link>
      );
    case "none":
      return (
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => change(sendRequest, `Friend request sent to ${name}.`)}
        >
          Add friend
        </button>
      );
    case "requested":
      return (
        <>
          <span className="friendship-state">Friend request sent</span>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => change(cancelRequest, "Friend request cancelled.")}
          >
            Cancel request
          </button>
        </>
      );
    case "incoming":
      return (
        <>
          <span className="friendship-state friendship-state-line">{name} sent you a friend request</span>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => change(acceptRequest, `You and ${name} are now friends.`)}
          >
            Accept
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => change(declineRequest, "Friend request declined.")}
          >
            Decline
          </button>
        </>
      );
    case "friends":
      return (
        <>
          <span className="friendship-state friendship-friends">Friends</span>
          <button type="button" className="button" disabled={busy} onClick={() => setConfirmingUnfriend(true)}>
            Unfriend
          </button>
          <ConfirmDialog
            open={confirmingUnfriend}
            question={`Are you sure you want to unfriend ${name}?`}
            confirm="Unfriend"
            busy={busy}
            onConfirm={() => change(endFriendship, `You and ${name} are no longer friends.`)}
            onCancel={() => setConfirmingUnfriend(false)}
          />
        </>
      );
  }
}
