import type { Flag } from "../../../shared/api/investors.ts";

const next: Record<Flag, Flag> = { "": "true", true: "false", false: "" };
const words: Record<Flag, string> = { "": "None", true: "True", false: "False" };

/**
 * A filter on a yes/no field: a select of All / True / False on a desk, and on a phone a toggle that
 * steps through "Name: None", "Name: True", "Name: False".
 */
export function FlagFilter({ name, value, onChange }: { name: string; value: Flag; onChange: (value: Flag) => void }) {
  const id = `investor-filter-${name.toLowerCase()}`;
  return (
    <>
      <span className="wide investor-filter">
        <label htmlFor={id}>{name}</label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as Flag)}>
          <option value="">All</option>
          <option value="true">True</option>
          <option value="false">False</option>
        </select>
      </span>
      <button
        type="button"
        className="narrow button small investor-toggle"
        aria-pressed={value !== ""}
        onClick={() => onChange(next[value])}
      >
        {name}: {words[value]}
      </button>
    </>
  );
}
