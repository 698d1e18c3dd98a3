import { useEffect, useId, useState, type FormEvent } from "react";
import type { OwnKeys } from "../../../shared/api/chat.ts";
import { createChatKeys, ownKeys, restoreChatKeys, type MadeKeys } from "../../chat/keys.ts";
import { InvalidRecoveryKeyError, WrongPasswordError } from "../../chat/crypto/index.ts";
import { ApiError } from "../../api/apiError.ts";
import { Field } from "../../components/Field.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { SaveRecoveryKey } from "./SaveRecoveryKey.tsx";
import { ApproveFromDevice } from "./ApproveFromDevice.tsx";

type Step =
  | { step: "checking" }
  | { step: "failed" }
  | { step: "restore"; keys: OwnKeys }
  | { step: "made"; made: MadeKeys };

/**
 * Shown when this browser has no chat key for the person. Someone without keys gets them at once, and their
 * recovery key to save; someone with keys elsewhere sets this device up with their recovery key (or chat
 * passphrase), or starts over. Nothing here asks for the login password.
 */
export function SetUpChatKeys({ userId, onReady }: { userId: number; onReady: (key: CryptoKey) => void }) {
  const [step, setStep] = useState<Step>({ step: "checking" });

  async function makeKeys() {
    setStep({ step: "checking" });
    try {
      setStep({ step: "made", made: await createChatKeys(userId) });
    } catch {
      setStep({ step: "failed" });
    }
  }

  useEffect(() => {
    let live = true;
    ownKeys(userId).then(
      (keys) => {
        if (!live) return;
        if (keys?.backup) setStep({ step: "restore", keys });
        else void makeKeys();
      },
      () => live && setStep({ step: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (step.step === "checking") return <p className="muted chat-history-status">Setting up encrypted chat...</p>;
  if (step.step === "failed") {
    return (
      <p className="chat-error" role="alert">
        Could not set up encrypted chat. Please reload the page to try again.
      </p>
    );
  }
  if (step.step === "made") return <SaveRecoveryKey made={step.made} onDone={() => onReady(step.made.privateKey)} />;
  return <RestoreChatKeys userId={userId} keys={step.keys} onReady={onReady} onStartOver={() => void makeKeys()} />;
}

/** A new device: the recovery key (or chat passphrase) opens the backup here; or, lost, the person starts over. */
function RestoreChatKeys({
  userId,
  keys,
  onReady,
  onStartOver,
}: {
  userId: number;
  keys: OwnKeys;
  onReady: (key: CryptoKey) => void;
  onStartOver: () => void;
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
      onReady(await restoreChatKeys(userId, keys, typed));
    } catch (failure) {
      setError(
        failure instanceof InvalidRecoveryKeyError
          ? "This recovery key has a typo: it is 28 letters and digits, as you saved it. Please check it."
          : failure instanceof ApiError && (failure.status === 403 || failure.status === 429)
            ? failure.message
            : failure instanceof WrongPasswordError
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
      <SubmitButton busy={busy}>{busy ? "Opening..." : "Set up"}</SubmitButton>
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
        <button type="button" className="button" onClick={onStartOver}>
          Start over with new keys
        </button>
      </details>
    </form>
  );
}
