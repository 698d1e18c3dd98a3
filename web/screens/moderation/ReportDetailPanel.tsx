import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import {
  reportDetail,
  revokeAction,
  takeAction,
  type ActionView,
  type ReportDetail,
} from "../../../shared/api/moderation.ts";
import {
  MODERATION_ACTIONS,
  MODERATION_ACTION_LABELS,
  actionAppliesTo,
  REPORT_REASON_LABELS,
  REVOCABLE_ACTIONS,
  type ModerationActionKind,
  type ReportTargetKind,
} from "../../../shared/moderation.ts";
import { ApiError } from "../../api/apiError.ts";
import { notify } from "../../components/toast.ts";
import { whenText } from "./formats.ts";

/** The panel's title for each kind of target, naming the account reported. */
const TARGET_HEADINGS: Record<ReportTargetKind, (who: string) => string> = {
  post: (who) => `A post by ${who}`,
  reply: (who) => `A reply by ${who}`,
  profile: (who) => `The profile of ${who}`,
  zone: (who) => `A zone of ${who}`,
  zone_message: (who) => `Said in a zone by ${who}`,
  chat: (who) => `Messages from ${who}`,
};

/** One reported target: its reports with the evidence as frozen, the edits since, the account's history, the actions. */
export function ReportDetailPanel({ reportId, onChanged }: { reportId: number; onChanged: () => void }) {
  const [detail, setDetail] = useState<ReportDetail | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    call(reportDetail, { params: { id: reportId } })
      .then(setDetail)
      .catch(() => setFailed(true));
  }, [reportId]);
  useEffect(load, [load]);

  if (failed)
    return (
      <p role="alert" className="moderation-error">
        Could not load the report.
      </p>
    );
  if (!detail) return <p className="muted">Loading the report…</p>;
  const changed = () => {
    load();
    onChanged();
  };
  const who = `@${detail.account.username ?? detail.account.id}`;
  return (
    <article className="card" aria-labelledby="report-title">
      <h2 id="report-title">{TARGET_HEADINGS[detail.target.kind](who)}</h2>
      <p className="muted">
        {detail.account.suspended_until && `Suspended until ${whenText(detail.account.suspended_until)}. `}
        {detail.account.limited && "Limited. "}
        {detail.current && detail.current.held === 1 && "Hidden pending review. "}
        {detail.current && detail.current.held === 2 && "Removed. "}
        {detail.current?.sensitive && "Media marked sensitive. "}
        {detail.current?.deleted && "Deleted by its author. "}
      </p>
      <h3>Reports ({detail.reports.length})</h3>
      <ol className="history-list">
        {detail.reports.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{REPORT_REASON_LABELS[r.reason] ?? r.reason}</strong> by @{r.reporter.username ?? r.reporter.id},{" "}
              {whenText(r.filed_at)}
              {r.resolved_by !== null && <span className="muted"> (resolved)</span>}
            </p>
            {r.note && <p>Note: {r.note}</p>}
            <Evidence evidence={r.evidence} />
          </li>
        ))}
      </ol>
      {detail.edits_since.length > 0 && (
        <>
          <h3>Edited since the first report</h3>
          <ol className="history-list">
            {detail.edits_since.map((e) => (
              <li key={e.at}>
                <span className="muted">{whenText(e.at)}: </span>
                <span className="evidence">{e.context}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <ActionForm detail={detail} reportId={reportId} onDone={changed} />
      <h3>History of {who}</h3>
      <History actions={detail.history.actions} onChanged={changed} />
      <p className="muted">
        {detail.history.reports.length} recent report{detail.history.reports.length === 1 ? "" : "s"} against this
        account
        {detail.history.reports.length > 0 &&
          `: ${detail.history.reports.map((r) => `${REPORT_REASON_LABELS[r.reason] ?? r.reason} (${r.target.kind})`).join(", ")}`}
        .
      </p>
    </article>
  );
}

/** The evidence as frozen: a post's text and media, a profile's or zone's details, chat messages attached. */
function Evidence({ evidence }: { evidence: Record<string, unknown> | null }) {
  if (!evidence) return <p className="muted">No evidence recorded.</p>;
  if (typeof evidence.erased === "string")
    return <p className="muted">The account was deleted: its content is erased.</p>;
  if (isZoneMessage(evidence.zone_message))
    return (
      <figure>
        <figcaption className="muted">
          Said in {evidence.zone_message.zone}, {whenText(evidence.zone_message.said_at)} (the server's record):
        </figcaption>
        <p className="evidence">{evidence.zone_message.text}</p>
      </figure>
    );
  if (Array.isArray(evidence.messages))
    return (
      <ul aria-label="Attached messages">
        {(evidence.messages as { id: number; text: string; sent_at: string }[]).map((m) => (
          <li key={m.id} className="evidence">
            {whenText(m.sent_at)}: {m.text}
          </li>
        ))}
      </ul>
    );
  if (typeof evidence.text === "string" && isPostOfReply(evidence.post))
    return (
      <figure>
        <figcaption className="muted">The reply when reported:</figcaption>
        <p className="evidence">{evidence.text}</p>
        <p className="muted">
          Under <a href={`/posts/${evidence.post.id}`}>the post by @{evidence.post.author}</a>:
        </p>
        <p className="evidence">{evidence.post.text}</p>
      </figure>
    );
  if (typeof evidence.text === "string")
    return (
      <figure>
        <figcaption className="muted">The post when reported:</figcaption>
        {typeof evidence.content_warning === "string" && (
          <p className="evidence">Content warning: {evidence.content_warning}</p>
        )}
        <p className="evidence">{evidence.text}</p>
        {evidence.media_sensitive === true && <p className="muted">Its author marked the media sensitive.</p>}
        {typeof evidence.media_url === "string" && (
          <a href={evidence.media_url} target="_blank" rel="noreferrer">
            Its {String(evidence.media_type ?? "media")}
          </a>
        )}
      </figure>
    );
  return (
    <dl className="dialog-details">
      {Object.entries(evidence).map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <dt>{k}</dt>
          <dd>{String(v ?? "")}</dd>
        </div>
      ))}
    </dl>
  );
}

function ActionForm({ detail, reportId, onDone }: { detail: ReportDetail; reportId: number; onDone: () => void }) {
  const kindId = useId();
  const messageId = useId();
  const daysId = useId();
  const [kind, setKind] = useState<ModerationActionKind>("dismiss");
  const [message, setMessage] = useState("");
  const [days, setDays] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kinds = MODERATION_ACTIONS.filter((k) => actionAppliesTo(k, detail.target.kind));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call(takeAction, {
        params: { id: reportId },
        body: { kind, message, ...(kind === "suspend" ? { days } : {}) },
      });
      notify.success(`${MODERATION_ACTION_LABELS[kind]}: done.`);
      setMessage("");
      onDone();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status !== 0
          ? failure.message
          : "Could not save the action. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="action-form" onSubmit={submit} aria-label="Act on this report">
      <h3>Decide</h3>
      <div className="field">
        <label htmlFor={kindId}>Action</label>
        <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as ModerationActionKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {MODERATION_ACTION_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      {kind === "suspend" && (
        <div className="field">
          <label htmlFor={daysId}>Days</label>
          <input
            id={daysId}
            type="number"
            min={1}
            max={365}
            required
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={messageId}>Why (the person reads this)</label>
        <textarea
          id={messageId}
          required
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="moderation-error">
          {error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? "Saving…" : "Apply"}
      </button>
    </form>
  );
}

/** What moderators did to the account, newest first, with "Take back" where an action can be. */
export function History({ actions, onChanged }: { actions: ActionView[]; onChanged: () => void }) {
  async function revoke(id: number) {
    try {
      await call(revokeAction, { params: { id } });
      notify.success("Taken back.");
      onChanged();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : "Could not take it back.");
    }
  }
  if (actions.length === 0) return <p className="muted">No moderation actions yet.</p>;
  return (
    <ol className="history-list">
      {actions.map((a) => (
        <li key={a.id}>
          <strong>{MODERATION_ACTION_LABELS[a.kind]}</strong>
          {a.days ? ` (${a.days} day${a.days === 1 ? "" : "s"})` : ""}, {whenText(a.at)}: {a.message}
          {a.revoked_at && (
            <span className="muted"> (taken back{a.revoke_cause === "appeal" ? " on appeal" : ""})</span>
          )}
          {a.appeal && <span className="muted"> (appeal {a.appeal.state})</span>}
          {!a.revoked_at && REVOCABLE_ACTIONS.includes(a.kind) && (
            <>
              {" "}
              <button type="button" className="button" onClick={() => revoke(a.id)}>
                {a.kind === "suspend" || a.kind === "suspend_forever" ? "Lift suspension" : "Take back"}
              </button>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Zone talk's evidence: what the server recorded of the line (zone talk is not end-to-end encrypted). */
function isZoneMessage(value: unknown): value is { zone: string; text: string; said_at: string } {
  return typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string";
}

/** A reply's evidence names the post it was under, as it stood when the reply was reported. */
function isPostOfReply(value: unknown): value is { id: number; text: string; author: string } {
  return typeof value === "object" && value !== null && "id" in value && "text" in value;
}
