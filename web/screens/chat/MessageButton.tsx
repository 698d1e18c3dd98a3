import { useState } from "react";
import { useShell } from "../../auth/guards.ts";
import { useStartChat } from "./useStartChat.ts";

/** On someone's profile: opens the chat with them, or starts it. */
export function MessageButton({ userId }: { userId: number }) {
  const { user } = useShell();
  const startChat = useStartChat(user?.id ?? 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user || user.id === userId) return null;

  async function open() {
    setBusy(true);
    setError(await startChat(userId));
    setBusy(false);
  }

  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={open}>
        Message
      </button>
      {error && (
        <span className="chat-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
