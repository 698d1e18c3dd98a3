import { useId, useState, type FormEvent } from "react";
import type { OwnKeys } from "../../../shared/api/chat.ts";
import { ApiError } from "../../api/apiError.ts";
import { Field } from "../../components/Field.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { lazyComponent } from "../../lazyParts.ts";

// The form is drawn by the server; what opens the backup (and a device link) comes when it is used.
const keyOpening = () => import("../../chat/keys.ts");
const ApproveFromDevice = lazyComponent("screens/chat/ApproveFromDevice", () =>
  import("./ApproveFromDevice.tsx").then((module) => module.ApproveFromDevice),
);

/** A new device: the recovery key (or chat passphrase) opens the backup here; or, lost, the person starts over. */
export function RestoreChatKeys({
  userId,
  keys,
  ready,
  onReady,
  onStartOver,
}: {
  userId: number;
  keys: OwnKeys;
  /** The browser has looked in its key store: until then a key restored here could be forgotten as stale. */
  ready: boolean;
  onReady: (key: CryptoKey) => void;
  onStartOver: (password: string) => Promise<string | null>;
}) {
  const id = useId();
  const byPassphrase = keys.backup?.kdf === "argon2id";
  const secretName = byPassphrase ? "chat passphrase" : "recovery key";
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!typed.trim()) return setError(`Please enter your ${secretName}.`);
    setBusy(true);
    setError(null);
    try {
      const { restoreChatKeys } = await keyOpening();
      onReady(await restoreChatKeys(userId, keys, typed));
    } catch (failure) {
      // Told by name: the crypto's error classes come with its chunk, after this form.
      const named = failure instanceof Error ? failure.name : "";
      setError(
        named === "InvalidRecoveryKeyError"
          ? "This recovery key has a typo: it is 28 letters and digits, as you saved it. Please check it."
          : failure instanceof ApiError && (failure.status === 403 || failure.status === 429)
            ? failure.message
            : named === "WrongPasswordError"
              ? `This ${secretName} does not open your chat keys.`
              : "Could not set up chat on this device. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel chat-unlock" onSubmit={submit} aria-label="Set up chat on this device">
      <h2>Set up chat on this device</h2>
      <p>
        Your messages are end-to-end encrypted. Enter the {secretName} you saved when you set up chat to read them on
        this device. It is not your login password.
      </p>
      <Field
        id={id}
        label={byPassphrase ? "Chat passphrase" : "Recovery key"}
        type={byPassphrase ? "password" : "text"}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={busy || !ready}>{busy ? "Opening..." : "Set up"}</SubmitButton>
      {linking ? (
        <ApproveFromDevice userId={userId} keys={keys} onReady={onReady} onCancel={() => setLinking(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setLinking(true)}>
          Approve from another device
        </button>
      )}
      <details className="chat-start-over">
        <summary>Lost your {secretName}?</summary>
        <p>
          You can start over with new chat keys. Messages sent to you before cannot be read any more, and the people you
          chat with are told that your key changed.
        </p>
        <StartOver onStartOver={onStartOver} />
      </details>
    </form>
  );
}

/**
 * The login password, asked before new keys replace the ones the person has (re-authentication, as ending
 * sessions asks it). Inside the set-up form, so Enter here starts over rather than submitting the form.
 */
function StartOver({ onStartOver }: { onStartOver: (password: string) => Promise<string | null> }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function startOver() {
    setBusy(true);
    setError(null);
    const failure = await onStartOver(password);
    // On success this form is gone; only a failure is shown here.
    if (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <>
      <Field
        id={id}
        label="Login password"
        type="password"
        autoComplete="current-password"
        hint="Starting over replaces your keys, so we check it is you. If you sign in with Google, leave it empty: signing in again on this device is enough."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          void startOver();
        }}
      />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" onClick={() => void startOver()} disabled={busy}>
        {busy ? "Starting over..." : "Start over with new keys"}
      </button>
    </>
  );
}
