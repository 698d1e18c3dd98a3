import { useId, useRef } from "react";
import "./WarningFields.css";

/** The longest content warning the server keeps (src/http/posts.ts). */
export const CONTENT_WARNING_MAX = 500;

/**
 * The composer's "Content warning" toggle (issue 27 item 5, as Mastodon's CW button): on, a field for the
 * warning shows, and the post will be collapsed behind it. Off, nothing is sent: an unticked box drops the
 * text typed (the caller sends the warning only while `on`).
 */
export function ContentWarningField({
  on,
  onToggle,
  value,
  onChange,
  disabled,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const left = CONTENT_WARNING_MAX - value.length;

  function toggle(wanted: boolean) {
    onToggle(wanted);
    // Just ticked: the warning is what the person writes next (the field shows on the next frame).
    if (wanted) requestAnimationFrame(() => input.current?.focus());
  }
  return (
    <div className="field warning-field">
      <label className="check-line">
        <input type="checkbox" checked={on} disabled={disabled} onChange={(e) => toggle(e.target.checked)} />
        Content warning
      </label>
      {on && (
        <>
          <label htmlFor={id} className="visually-hidden">
            Warning text
          </label>
          <input
            id={id}
            name="content_warning"
            type="text"
            placeholder="Write your warning here"
            maxLength={CONTENT_WARNING_MAX}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            ref={input}
          />
          {left < 100 && <p className="muted">{left} characters left</p>}
        </>
      )}
    </div>
  );
}

/** "Mark media as sensitive", shown once the post has a picture or video: blurred until a reader taps it. */
export function SensitiveMediaField({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="field warning-field">
      <label className="check-line">
        <input
          type="checkbox"
          name="media_sensitive"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        Mark media as sensitive
      </label>
    </div>
  );
}
