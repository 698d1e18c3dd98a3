import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { ZONE_TALK_MAX, ZONE_TALK_NOTICE, type ZoneSaid } from "../../../shared/api/zones-talk.ts";
import { ReportButton } from "../reports/ReportButton.tsx";
import "./ZoneTalk.css";

interface ZoneTalkProps {
  /** What the visitor heard since entering, oldest first. */
  log: readonly ZoneSaid[];
  /** Says a line: null when said, else the words to show. */
  say: (text: string) => Promise<string | null>;
  /** The visitor: their own lines have no "Report". */
  userId: number;
}

/**
 * Zone talk over the view: "Say something…" (Enter sends), the notice that it is not end-to-end encrypted,
 * and the log of what the visitor heard since entering, a panel that opens over the view (on a phone, over
 * all of it above the field) and closes with × or Escape. Each line of someone else's can be reported.
 */
export function ZoneTalk({ log, say, userId }: ZoneTalkProps) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const logId = useId();
  const noticeId = useId();
  const bar = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const latest = log.at(-1);

  // The view's own controls along its bottom (phone buttons, the hint) keep above the bar, however tall it is.
  useLayoutEffect(() => {
    const form = bar.current;
    const stage = form?.parentElement;
    if (!form || !stage) return;
    const observer = new ResizeObserver(() => stage.style.setProperty("--zone-talk-height", `${form.offsetHeight}px`));
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  // Newest last, and in sight.
  useEffect(() => {
    if (open && latest) list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [open, latest]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const line = text.trim();
    if (!line || sending) return;
    setSending(true);
    const refusal = await say(line);
    setSending(false);
    setError(refusal);
    if (!refusal) setText("");
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <>
      {open && (
        <section
          id={logId}
          className="zone-talk-log"
          aria-label="Zone talk log"
          onKeyDown={(event) => {
            // Escape in a report dialog opened from the log closes that dialog alone.
            if (event.key === "Escape" && !(event.target as HTMLElement).closest("dialog")) close();
          }}
        >
          <header className="zone-talk-log-header">
            <h2>Heard here</h2>
            <button type="button" className="zone-talk-close" aria-label="Close the talk log" onClick={close}>
              ×
            </button>
          </header>
          {log.length === 0 ? (
            <p className="muted">Nothing said near you since you came in.</p>
          ) : (
            <ol ref={list} className="zone-talk-lines">
              {log.map((line) => (
                <li key={line.id} className="zone-talk-line">
                  <p>
                    <strong>{line.userId === userId ? "You" : line.name}</strong>{" "}
                    <time dateTime={line.at}>{timeOf(line.at)}</time>
                  </p>
                  <p className="zone-talk-text">{line.text}</p>
                  {line.userId !== userId && (
                    <ReportButton target={{ kind: "zone_message", id: line.id }} label={`what ${line.name} said`} />
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      <form ref={bar} className="zone-talk" aria-label="Zone talk" onSubmit={submit}>
        <div className="zone-talk-row">
          <button
            ref={toggle}
            type="button"
            className="zone-talk-toggle"
            aria-expanded={open}
            aria-controls={open ? logId : undefined}
            onClick={() => setOpen((was) => !was)}
          >
            Talk log ({log.length})
          </button>
          <label htmlFor={inputId} className="visually-hidden">
            Say something
          </label>
          <input
            id={inputId}
            className="zone-talk-input"
            placeholder="Say something…"
            maxLength={ZONE_TALK_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            enterKeyHint="send"
            autoComplete="off"
            aria-describedby={noticeId}
          />
          <button type="submit" className="zone-talk-send" disabled={sending || text.trim() === ""}>
            Say
          </button>
        </div>
        <p id={noticeId} className="zone-talk-notice">
          {ZONE_TALK_NOTICE}
        </p>
        {error && (
          <p role="alert" className="zone-talk-error">
            {error}
          </p>
        )}
        {/* Screen readers hear each line as it comes; the bubbles are for the eyes. */}
        <p className="visually-hidden" aria-live="polite">
          {latest && latest.userId !== userId ? `${latest.name} says: ${latest.text}` : ""}
        </p>
      </form>
    </>
  );
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
