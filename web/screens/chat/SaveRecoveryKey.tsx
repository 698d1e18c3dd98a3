import { useId, useState, type FormEvent } from "react";
import type { MadeKeys } from "../../chat/keys.ts";
import { Field } from "../../components/Field.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { notify } from "../../components/toast.ts";

/** The shortest chat passphrase taken: Argon2id makes each guess costly, not a short one safe. */
const MIN_PASSPHRASE = 12;

/**
 * Shown once, right after this person's chat keys were made: the recovery key to keep (copy, download), or
 * a chat passphrase of their own instead. Neither ever leaves this page; the chat opens once they say
 * they have saved it. While the keys are being made (`made` null: the server draws this too) it says so where
 * the key will be, and nothing can be done yet.
 */
export function SaveRecoveryKey({ made, onDone }: { made: MadeKeys | null; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const id = useId();

  async function copy() {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.recoveryKey);
      notify.success("Recovery key copied.");
    } catch {
      notify.error("Could not copy: select the key and copy it by hand.");
    }
  }

  function download() {
    if (!made) return;
    const text = `Virtual Worlds: your chat recovery key\n\n${made.recoveryKey}\n\nIt opens your end-to-end encrypted messages on a new device. Keep it private.\n`;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "chat-recovery-key.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  }

  return (
    <section className="panel chat-unlock" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Save your recovery key</h2>
      <p>
        Your messages are end-to-end encrypted: only you and the people you write to can read them. This recovery key
        opens them on your other devices. Keep it somewhere safe, such as a password manager: it is shown only now, it
        is not your password, and nobody (not even us) can give it back to you.
      </p>
      <code className="chat-recovery-key" aria-label="Recovery key" aria-busy={!made}>
        {made ? made.recoveryKey : <span>Making your keys...</span>}
      </code>
      <div className="chat-recovery-actions">
        <button type="button" className="button" onClick={() => void copy()} disabled={!made}>
          Copy
        </button>
        <button type="button" className="button" onClick={download} disabled={!made}>
          Download
        </button>
      </div>
      <label className="chat-recovery-saved">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} disabled={!made} /> I have
        saved my recovery key
      </label>
      <button type="button" className="button primary" disabled={!made || !saved} onClick={onDone}>
        Continue
      </button>
      {made && (
        <details className="chat-passphrase-choice">
          <summary>Use a chat passphrase instead</summary>
          <PassphraseForm made={made} onDone={onDone} />
        </details>
      )}
    </section>
  );
}

/** A passphrase of the person's own seals the backup instead (Argon2id, in this tab); the recovery key above then opens nothing. */
function PassphraseForm({ made, onDone }: { made: MadeKeys; onDone: () => void }) {
  const id = useId();
  const [passphrase, setPassphrase] = useState("");
  const [again, setAgain] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passphrase.length < MIN_PASSPHRASE) return setError(`Please choose at least ${MIN_PASSPHRASE} characters.`);
    if (passphrase !== again) return setError("The passphrases do not match.");
    setBusy(true);
    setError(null);
    try {
      await made.protectWithPassphrase(passphrase);
      onDone();
    } catch {
      setError("Could not save your chat passphrase. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Choose a chat passphrase">
      <p>
        A passphrase you choose, used only for chat and never sent anywhere: not your login password. Your other devices
        will ask for it.
      </p>
      <Field
        id={`${id}-new`}
        label="Chat passphrase"
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={(e) => setPassphrase(e.target.value)}
      />
      <Field
        id={`${id}-again`}
        label="Chat passphrase again"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
      />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={busy}>{busy ? "Saving..." : "Use this passphrase"}</SubmitButton>
    </form>
  );
}
