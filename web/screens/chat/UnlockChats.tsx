import { useId, useState, type FormEvent } from "react";
import { unlockChats, KEY_RESET_NOTICE } from "../../chat/keys.ts";
import { WrongPasswordError } from "../../chat/crypto/index.ts";
import { Field } from "../../components/Field.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { notify } from "../../components/toast.ts";

/**
 * Shown when this browser has no chat key for the person (someone who signed in with Google, or whose
 * browser forgot it): their password, or the chat passphrase they chose, unlocks their key here. The first
 * time, whatever they enter becomes their chat passphrase.
 */
export function UnlockChats({ userId, onUnlocked }: { userId: number; onUnlocked: (key: CryptoKey) => void }) {
  const id = useId();
  const [secret, setSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!secret) return setError("Please enter your password or chat passphrase.");
    setBusy(true);
    setError(null);
    try {
      const { privateKey, reset } = await unlockChats(userId, secret);
      if (reset) notify.info(KEY_RESET_NOTICE);
      onUnlocked(privateKey);
    } catch (failure) {
      setError(failure instanceof WrongPasswordError ? "This does not unlock your chats. Please try again." : "Could not unlock your chats. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel chat-unlock" onSubmit={submit} aria-label="Unlock your chats">
      <h2>Unlock your chats</h2>
      <p>
        Your messages are end-to-end encrypted: only you and the person you talk to can read them. Enter your password to read them
        on this device. If you sign in with Google, the first passphrase you enter here becomes your chat passphrase; use it on your
        other devices.
      </p>
      <Field id={id} label="Password or chat passphrase" type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={busy}>{busy ? "Unlocking..." : "Unlock"}</SubmitButton>
    </form>
  );
}
