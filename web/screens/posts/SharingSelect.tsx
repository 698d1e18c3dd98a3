import { useId } from "react";

/** Who may see a post: the API's sharing values, 1 everyone and 2 friends only. */
const sharingOptions = [
  { value: "1", label: "Public" },
  { value: "2", label: "Friend" },
] as const;

export function SharingSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Sharing</label>
      <select id={id} name="sharing" value={value} onChange={(e) => onChange(e.target.value)}>
        {sharingOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
