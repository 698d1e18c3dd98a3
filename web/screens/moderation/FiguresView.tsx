import { useEffect, useId, useState, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import { figures, type Figures } from "../../../shared/api/moderation.ts";
import { MODERATION_ACTION_LABELS, REPORT_REASON_LABELS } from "../../../shared/moderation.ts";
import { DataTable } from "../../components/DataTable.tsx";

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Transparency figures over a chosen period (UTC days): reports received and handled, median time, by reason and by action. */
export function FiguresView() {
  const ids = { from: useId(), to: useId() };
  const [period, setPeriod] = useState(() => ({ from: day(Date.now() - 29 * DAY_MS), to: day(Date.now()) }));
  const [data, setData] = useState<Figures | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setData(null);
    setFailed(false);
    call(figures, { query: period })
      .then((answer) => current && setData(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [period]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPeriod({ from: String(form.get("from")), to: String(form.get("to")) });
  }

  return (
    <>
      <form className="moderation-tabs" onSubmit={submit} aria-label="Period">
        <label htmlFor={ids.from}>From</label>
        <input id={ids.from} name="from" type="date" required defaultValue={period.from} />
        <label htmlFor={ids.to}>To</label>
        <input id={ids.to} name="to" type="date" required defaultValue={period.to} />
        <button type="submit" className="button">
          Show
        </button>
        {data && (
          <button type="button" className="button" onClick={() => download(data)}>
            Download CSV
          </button>
        )}
      </form>
      {failed ? (
        <p role="alert" className="moderation-error">
          Could not load the figures.
        </p>
      ) : !data ? (
        <p className="muted">Loading the figures…</p>
      ) : (
        <>
          <p>
            {data.received} report{data.received === 1 ? "" : "s"} received, {data.handled} handled
            {data.median_hours === null ? "" : `, median time to handle ${data.median_hours} h`}.
          </p>
          <DataTable caption="By reason">
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">Received</th>
                <th scope="col">Handled</th>
                <th scope="col">Median hours</th>
              </tr>
            </thead>
            <tbody>
              {data.by_reason.map((r) => (
                <tr key={r.reason}>
                  <td>{REPORT_REASON_LABELS[r.reason]}</td>
                  <td>{r.received}</td>
                  <td>{r.handled}</td>
                  <td>{r.median_hours ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <DataTable caption="By action">
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Taken</th>
              </tr>
            </thead>
            <tbody>
              {data.by_action.map((a) => (
                <tr key={a.action}>
                  <td>{MODERATION_ACTION_LABELS[a.action]}</td>
                  <td>{a.count}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </>
  );
}

/** The figures as CSV (one row per reason, then per action), saved by the browser. */
function download(data: Figures) {
  const rows = [
    ["section", "key", "received", "handled", "median_hours", "count"],
    ["total", `${data.from}..${data.to}`, data.received, data.handled, data.median_hours ?? "", ""],
    ...data.by_reason.map((r) => ["reason", r.reason, r.received, r.handled, r.median_hours ?? "", ""]),
    ...data.by_action.map((a) => ["action", a.action, "", "", "", a.count]),
  ];
  const csv = rows.map((row) => row.join(",")).join("\n") + "\n";
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  link.download = `moderation-figures-${data.from}-${data.to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
