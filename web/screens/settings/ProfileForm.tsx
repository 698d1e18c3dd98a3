import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { changeProfile } from "../../../shared/api/profiles.ts";
import { ApiError } from "../../api/apiError.ts";
import { useHydrated } from "../../auth/useHydrated.ts";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { Field } from "../../components/Field.tsx";
import { notify } from "../../components/toast.ts";

/** Name and organisation (PUT /api/profile). The whole page reloads its data: the name shows in the navigation too. */
export function ProfileForm(initial: { name: string; organisation: string }) {
  const nameId = useId();
  const organisationId = useId();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!form.name.trim()) return setError("Please enter your name.");
    setSaving(true);
    setError(null);
    try {
      await call(changeProfile, { body: { name: form.name.trim(), organisation: form.organisation.trim() } });
      notify.success("Your profile has been saved.");
      await revalidator.revalidate();
    } catch (failure) {
      const reason =
        failure instanceof ApiError && failure.status === 400
          ? failure.message
          : "Could not save your profile. Please try again.";
      setError(reason);
      notify.error(reason);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={save} noValidate={hydrated}>
      <Field
        id={nameId}
        label="Name"
        autoComplete="name"
        required
        maxLength={100}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <Field
        id={organisationId}
        label="Organisation"
        autoComplete="organization"
        maxLength={100}
        value={form.organisation}
        onChange={(e) => setForm({ ...form, organisation: e.target.value })}
      />
      {error && (
        <p className="settings-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={saving}>{saving ? "Saving..." : "Save profile"}</SubmitButton>
    </form>
  );
}
