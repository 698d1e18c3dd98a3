import { useId, useState, type FormEvent } from "react";
import { FILTER_EXPIRIES, MAX_PHRASE, type FilterAction } from "../../../shared/filters.ts";
import type { FilterInput } from "../../../shared/api/filters.ts";
import { ApiError } from "../../api/apiError.ts";
import { Field } from "../../components/Field.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";

/** What the form starts from: a new filter's defaults, or the filter being edited (its expiry chosen afresh). */
export interface FilterFormStart {
  phrase: string;
  action: FilterAction;
}

interface FilterFormProps {
  start: FilterFormStart;
  submitLabel: string;
  /** Sends the filter; the form shows the server's refusal in place. */
  onSubmit: (input: FilterInput) => Promise<void>;
  onCancel?: () => void;
  /** An edit keeps its expiry unless another is chosen. */
  keepExpiry?: boolean;
}

const KEEP = "keep";

/** A filter's words, what to do with a post that has them, and for how long (Mastodon's durations). */
export function FilterForm({ start, submitLabel, onSubmit, onCancel, keepExpiry = false }: FilterFormProps) {
  const ids = { phrase: useId(), action: useId(), expiry: useId() };
  const [phrase, setPhrase] = useState(start.phrase);
  const [action, setAction] = useState<FilterAction>(start.action);
  const [expiry, setExpiry] = useState(keepExpiry ? KEEP : "never");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phrase.trim() === "") return setError("Please write a word or phrase.");
    setBusy(true);
    setError(null);
    try {
      const expires_in = expiry === "never" ? null : Number(expiry);
      await onSubmit(expiry === KEEP ? ({ phrase, action } as FilterInput) : { phrase, action, expires_in });
      if (!keepExpiry) {
        setPhrase("");
        setExpiry("never");
      }
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : "Could not save the filter. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="filters-form" onSubmit={submit} noValidate>
      <Field
        id={ids.phrase}
        label="Word or phrase"
        maxLength={MAX_PHRASE}
        required
        // An edit replaces the row's Edit button, which had focus: it goes to the words being edited.
        autoFocus={keepExpiry}
        value={phrase}
        onChange={(e) => setPhrase(e.target.value)}
      />
      <div className="field">
        <label htmlFor={ids.action}>Action</label>
        <select id={ids.action} value={action} onChange={(e) => setAction(e.target.value as FilterAction)}>
          <option value="warn">Warn: collapse the post</option>
          <option value="hide">Hide: leave the post out</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.expiry}>Expires after</label>
        <select id={ids.expiry} value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          {keepExpiry && <option value={KEEP}>Keep as is</option>}
          {FILTER_EXPIRIES.map((choice) => (
            <option key={choice.label} value={choice.seconds ?? "never"}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="settings-error" role="alert">
          {error}
        </p>
      )}
      <div className="filters-form-actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
