import { useId, useState } from "react";
import { faq } from "./content.ts";
import "./Faq.css";

/** The questions as an accordion: opening one closes whichever was open. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="faq">
      {faq.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} className="faq-item" data-open={expanded || undefined}>
            <h3 className="faq-question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <svg className="faq-chevron" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                  <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            {/* A <section> named by its question is the region the answer is; no role needed. */}
            <section className="faq-answer" id={panelId} aria-labelledby={buttonId} hidden={!expanded}>
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
