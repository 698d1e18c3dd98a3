import { useState } from "react";
import { Link } from "../../router/index.ts";
import { befriend, unfriend, type Friendship } from "../../../shared/api/friends.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useFriendshipChange, type FriendshipChange } from "./useFriendshipChange.ts";
import "./FriendshipActions.css";

interface FriendshipActionsProps {
  username: string;
  name: string;
  friendship: Friendship;
}

/**
 * What the viewer can do about a friendship with this person, by where it stands: ask, cancel the request,
 * accept or decline theirs, or end it (after a confirmation). The page's data is then loaded again, since
 * a friendship decides which of their posts the viewer may see.
 */
export function FriendshipActions({ username, name, friendship: initial }: FriendshipActionsProps) {
  const [friendship, setFriendship] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [confirmingUnfriend, setConfirmingUnfriend] = useState(false);
  const changeFriendship = useFriendshipChange();

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
        <button type="button" className="button primary" disabled={busy} onClick={() => change(befriend, `Friend request sent to ${name}.`)}>
          Add friend
        </button>
      );
    case "requested":
      return (
        <>
          <span className="friendship-state">Friend request sent</span>
          <button type="button" className="button" disabled={busy} onClick={() => change(unfriend, "Friend request cancelled.")}>
            Cancel request
          </button>
        </>
      );
    case "incoming":
      return (
        <>
          <span className="friendship-state friendship-state-line">{name} sent you a friend request</span>
          <button type="button" className="button primary" disabled={busy} onClick={() => change(befriend, `You and ${name} are now friends.`)}>
            Accept
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => change(unfriend, "Friend request declined.")}>
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
            onConfirm={() => change(unfriend, `You and ${name} are no longer friends.`)}
            onCancel={() => setConfirmingUnfriend(false)}
          />
        </>
      );
  }
}
