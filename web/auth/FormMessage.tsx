interface FormMessageProps {
  error?: string | null;
  success?: string | null;
}

/**
 * The form's own copy of what the toast said, next to the fields, so it stays readable after the toast
 * closes and is announced by screen readers (errors as alerts, successes politely).
 */
export function FormMessage({ error, success }: FormMessageProps) {
  if (error) {
    return (
      <p className="form-message form-message-error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-message form-message-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
