import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { appealPage, submitAppeal, type AppealPage } from "../../../shared/api/moderation.ts";
import type { ModerationActionKind } from "../../../shared/moderation.ts";
import { ApiError } from "../../api/apiError.ts";
import { whenText } from "./formats.ts";
import "./Moderation.css";

/** What was decided, in the person's words. */
function decisionText(action: AppealPage["action"]): string {
  const what: Record<ModerationActionKind, string> = {
    dismiss: "A moderator reviewed a report about you.",
    remove:
      action.target?.kind === "reply"
        ? "A moderator removed one of your replies."
        : "A moderator removed one of your posts.",
    sensitive: "A moderator marked the media of one of your posts as sensitive.",
    warn: "A moderator sent you a warning.",
    limit: "A moderator limited your account: your posts are seen by your friends only.",
    suspend: `Your account is suspended until ${action.until ? whenText(action.until) : ""}.`,
    suspend_forever: "Your account is suspended for good.",
  };
  return what[action.kind];
}

/**
 * /appeal?token=…: why a moderator acted against the person, and their one appeal. Reached from the sign-in
 * refusal of a suspended account (no session is needed: the token stands for the person) and from the mail.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [page, setPage] = useState<AppealPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const textId = useId();

  useEffect(() => {
    let current = true;
    setPage(null);
    setFailure(null);
    call(appealPage, { query: { token } })
      .then((answer) => current && setPage(answer))
      .catch((error: unknown) => {
        if (!current) return;
        setFailure(
          error instanceof ApiError && error.status === 404
            ? "This link is not valid."
            : "Could not load the decision. Please try again later.",
        );
      });
    return () => {
      current = false;
    };
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await call(submitAppeal, { body: { token, text } });
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status !== 0
          ? error.message
          : "Could not send your appeal. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <main id="main" className="page moderation-page appeal-page">
      <title>Appeal · Virtual Worlds</title>
      <h1 className="page-title">A moderation decision</h1>
      {failure && (
        <p role="alert" className="moderation-error">
          {failure}
        </p>
      )}
      {!page && !failure && <p className="muted">Loading the decision…</p>}
      {page && (
        <section className="card" aria-labelledby="decision-title">
          <h2 id="decision-title">{decisionText(page.action)}</h2>
          <p>
            <strong>Why: </strong>
            {page.action.message}
          </p>
          <p className="muted">Decided {whenText(page.action.at)}.</p>
          {page.action.revoked ? (
            <p>This decision was taken back.</p>
          ) : sent ? (
            <p role="status">Your appeal was sent. A moderator will review it, and you will hear by e-mail.</p>
          ) : page.appeal ? (
            <p role="status">
              You appealed on {whenText(page.appeal.at)}.{" "}
              {page.appeal.state === "pending"
                ? "A moderator will review it."
                : `Your appeal was ${page.appeal.state}.`}
            </p>
          ) : (
            <form onSubmit={submit} aria-label="Appeal">
              <div className="field">
                <label htmlFor={textId}>Your appeal (you can appeal once)</label>
                <textarea
                  id={textId}
                  required
                  maxLength={2000}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </div>
              <button className="button primary" type="submit" disabled={sending || text.trim() === ""}>
                {sending ? "Sending…" : "Send appeal"}
              </button>
            </form>
          )}
        </section>
      )}
      <p>
        <Link to="/">Back to the start page</Link>
      </p>
    </main>
  );
}
