import { useState } from "react";
import { ConfirmBlock } from "./ConfirmBlock.tsx";
import { useBlockChange, type BlockChange } from "./useBlockChange.ts";
import "./Blocks.css";

interface BlockActionsProps {
  username: string;
  blocked: boolean;
  muted: boolean;
  /** Whether Mute is offered too (not in a chat, where only posts would be muted). */
  mute?: boolean;
}

/** Mute or unmute, block (after a confirmation) or unblock someone, from their profile or a chat. */
export function BlockActions({ username, blocked: wasBlocked, muted: wasMuted, mute = true }: BlockActionsProps) {
  const [standing, setStanding] = useState({ blocked: wasBlocked, muted: wasMuted });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const changeBlock = useBlockChange();

  async function change(what: BlockChange) {
    setBusy(true);
    const now = await changeBlock(what, username);
    if (now) setStanding(now);
    setBusy(false);
    setConfirming(false);
  }

  return (
    <div className="block-actions">
      {mute && (
        <button
          type="button"
          className="button small"
          disabled={busy}
          onClick={() => change(standing.muted ? "unmute" : "mute")}
        >
          {standing.muted ? "Unmute" : "Mute"}
        </button>
      )}
      {standing.blocked ? (
        <button type="button" className="button small" disabled={busy} onClick={() => change("unblock")}>
          Unblock
        </button>
      ) : (
        <button type="button" className="button small danger" disabled={busy} onClick={() => setConfirming(true)}>
          Block
        </button>
      )}
      <ConfirmBlock
        open={confirming}
        username={username}
        busy={busy}
        onConfirm={() => change("block")}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
