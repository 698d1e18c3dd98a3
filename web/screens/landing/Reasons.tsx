import { reasons } from "./content.ts";
import "./Reasons.css";

/** Six reasons to join, numbered so the eye can scan them. */
export function Reasons() {
  return (
    <ul className="reason-grid">
      {reasons.map((reason, i) => (
        <li key={reason.title} className="reason-card">
          <span className="reason-number" aria-hidden="true">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3>{reason.title}</h3>
          <p>{reason.desc}</p>
        </li>
      ))}
    </ul>
  );
}
