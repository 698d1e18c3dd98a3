import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { reportQueue, type QueueItem } from "../../../shared/api/moderation.ts";
import { REPORT_REASON_LABELS, type ReportTargetKind } from "../../../shared/moderation.ts";
import { ReportDetailPanel } from "./ReportDetailPanel.tsx";
import { AppealsView } from "./AppealsView.tsx";
import { AuditView } from "./AuditView.tsx";
import { FiguresView } from "./FiguresView.tsx";
import { whenText } from "./formats.ts";
import "./Moderation.css";

const VIEWS = [
  ["open", "Open reports"],
  ["resolved", "Resolved"],
  ["appeals", "Appeals"],
  ["audit", "Audit log"],
  ["figures", "Figures"],
] as const;
type View = (typeof VIEWS)[number][0];

/** What the queue calls each kind of target. */
const TARGET_KINDS: Record<ReportTargetKind, string> = {
  post: "Post",
  reply: "Reply",
  profile: "Profile",
  zone: "Zone",
  zone_message: "Zone talk",
  chat: "Chat",
};

/**
 * /admin/reports, the moderation queue (issue 27): reported targets grouped, newest report first, open or
 * resolved; a target's reports with their frozen evidence and the account's history beside it, and the
 * actions; the appeals that came back; the audit of every admin action.
 */
export function Component() {
  const [params] = useSearchParams();
  const view = (VIEWS.find(([v]) => v === params.get("view"))?.[0] ?? "open") as View;
  return (
    <main id="main" className="page moderation-page">
      <title>Reports · Virtual Worlds</title>
      <p>
        <Link to="/admin">← Admin Panel</Link>
      </p>
      <h1 className="page-title">Reports</h1>
      <nav className="moderation-tabs" aria-label="Moderation">
        {VIEWS.map(([v, label]) => (
          <Link key={v} to={`/admin/reports?view=${v}`} aria-current={v === view ? "page" : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {view === "appeals" ? (
        <AppealsView />
      ) : view === "audit" ? (
        <AuditView />
      ) : view === "figures" ? (
        <FiguresView />
      ) : (
        <QueueView key={view} status={view} />
      )}
    </main>
  );
}

function QueueView({ status }: { status: "open" | "resolved" }) {
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    call(reportQueue, { query: { status, limit: 50 } })
      .then((answer) => setItems(answer.data))
      .catch(() => setFailed(true));
  }, [status]);
  useEffect(load, [load]);

  return (
    <div className="moderation-layout">
      <section aria-label={status === "open" ? "Open reports" : "Resolved reports"}>
        {failed ? (
          <p role="alert" className="moderation-error">
            Could not load the reports.{" "}
            <button type="button" className="button" onClick={load}>
              Try again
            </button>
          </p>
        ) : items === null ? (
          <p className="muted">Loading reports…</p>
        ) : items.length === 0 ? (
          <p className="muted">{status === "open" ? "No open reports. All clear." : "No resolved reports yet."}</p>
        ) : (
          <ul className="queue-list">
            {items.map((item) => (
              <li key={`${item.target.kind}:${item.target.id}`}>
                <button
                  type="button"
                  className="queue-item"
                  aria-pressed={selected === item.latest_report_id}
                  onClick={() => setSelected(item.latest_report_id)}
                >
                  <strong>
                    {TARGET_KINDS[item.target.kind]} of @{item.account.username ?? item.account.id}
                  </strong>
                  <br />
                  <span>{item.reasons.map((r) => REPORT_REASON_LABELS[r] ?? r).join(", ")}</span>
                  <br />
                  <span className="muted">
                    {status === "open"
                      ? `${item.open_reports} open report${item.open_reports === 1 ? "" : "s"} by ${item.open_reporters} ${item.open_reporters === 1 ? "person" : "people"}`
                      : `${item.total_reports} report${item.total_reports === 1 ? "" : "s"}`}
                    {item.latest_at ? `, latest ${whenText(item.latest_at)}` : ""}
                  </span>
                  {item.hidden && (
                    <>
                      <br />
                      <span className="held-badge">Hidden pending review</span>
                    </>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Report">
        {selected === null ? (
          items && items.length > 0 && <p className="muted">Choose a report to review it.</p>
        ) : (
          <ReportDetailPanel key={selected} reportId={selected} onChanged={load} />
        )}
      </section>
    </div>
  );
}
