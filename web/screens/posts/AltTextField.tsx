import { useId, type Ref } from "react";

/** The longest alt text the server keeps (src/http/posts.ts). */
export const ALT_TEXT_MAX = 1500;

/**
 * "Describe this picture (alt text)": what a screen reader says instead of the picture (issue 27 item 6).
 * Optional; the count shows how much room is left once most of it is used.
 */
export function AltTextField({
  value,
  onChange,
  disabled,
  inputRef,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  describedBy?: string;
}) {
  const id = useId();
  const left = ALT_TEXT_MAX - value.length;
  return (
    <div className="field alt-text-field">
      <label htmlFor={id}>Describe this picture (alt text)</label>
      <textarea
        id={id}
        ref={inputRef}
        name="alt_text"
        rows={2}
        maxLength={ALT_TEXT_MAX}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
      />
      {left < 200 && <p className="muted">{left} characters left</p>}
    </div>
  );
}
