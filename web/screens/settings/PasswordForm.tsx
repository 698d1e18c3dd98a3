import { useId, useState, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import { changePassword } from "../../../shared/api/auth.ts";
import { ApiError } from "../../api/apiError.ts";
import { useHydrated } from "../../auth/useHydrated.ts";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { Field } from "../../components/Field.tsx";
import { notify } from "../../components/toast.ts";
import { useShell } from "../../auth/guards.ts";

const empty = { current: "", next: "", confirm: "" };

/**
 * Change the password: the current one proves it is the owner, the new one twice. The server signs out
 * every other session; this one goes on.
 */
export function PasswordForm() {
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const hydrated = useHydrated();
  const { user } = useShell();
  const [form, setForm] = useState(empty);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!form.current || !form.next) return setError("Please fill in every field.");
    if (form.next !== form.confirm) {
      setError("Passwords do not match");
      return notify.error("Passwords do not match");
    }
    setSaving(true);
    setError(null);
    try {
      // Chat keys are not the password's (docs "chat keys"): a change leaves them as they are.
      const answer = await call(changePassword, { body: { currentPassword: form.current, newPassword: form.next } });
      setForm(empty);
      notify.success(answer?.message ?? "Your password has been changed.");
    } catch (failure) {
      const reason =
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : "Could not change your password. Please try again.";
      setError(reason);
      notify.error(reason);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <Field
      id={ids[key]}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      minLength={key === "current" ? undefined : 8}
      maxLength={128}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );

  return (
    <form className="settings-form" onSubmit={change} noValidate={hydrated}>
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={user?.username ?? ""} readOnly hidden />
      {field("current", "Current password", "current-password")}
      {field("next", "New password", "new-password")}
      {field("confirm", "Confirm new password", "new-password")}
      {error && (
        <p className="settings-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={saving}>{saving ? "Changing..." : "Change password"}</SubmitButton>
    </form>
  );
}
