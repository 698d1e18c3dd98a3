import { Field } from "../components/Field.tsx";

/**
 * A new password and the same again (fields `password` and `confirmPassword`): the forms compare the two
 * before anything is sent.
 */
export function NewPasswordFields({ idPrefix, label }: { idPrefix: string; label: string }) {
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters."
      />
      <Field
        id={`${idPrefix}-confirm`}
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
