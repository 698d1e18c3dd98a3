import { useEffect, useId, useState, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import { auditLog, type AuditEntry } from "../../../shared/api/moderation.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { whenText } from "./formats.ts";

interface Filter {
  admin?: number;
  action?: string;
  account?: number;
}

/** Every admin action, newest first, filtered by admin, action and account (ids, or the action's name). */
export function AuditView() {
  const [filter, setFilter] = useState<Filter>({});
  const [rows, setRows] = useState<AuditEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const ids = { admin: useId(), action: useId(), account: useId() };

  useEffect(() => {
    let current = true;
    setRows(null);
    setFailed(false);
    call(auditLog, { query: { ...filter, limit: 100 } })
      .then((answer) => current && setRows(answer.data))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [filter]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => {
      const value = Number(form.get(name));
      return Number.isInteger(value) && value > 0 ? value : undefined;
    };
    const action = String(form.get("action") ?? "").trim();
    setFilter({ admin: number("admin"), account: number("account"), ...(action ? { action } : {}) });
  }

  return (
    <>
      <form className="moderation-tabs" onSubmit={submit} aria-label="Filter the audit log">
        <label htmlFor={ids.admin}>Admin ID</label>
        <input id={ids.admin} name="admin" inputMode="numeric" size={6} />
        <label htmlFor={ids.action}>Action</label>
        <input id={ids.action} name="action" size={14} placeholder="suspend" />
        <label htmlFor={ids.account}>Account ID</label>
        <input id={ids.account} name="account" inputMode="numeric" size={6} />
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      {failed ? (
        <p role="alert" className="moderation-error">
          Could not load the audit log.
        </p>
      ) : rows === null ? (
        <p className="muted">Loading the audit log…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No admin actions match.</p>
      ) : (
        <DataTable caption="Audit log">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{whenText(r.at)}</td>
                <td>@{r.admin.username ?? r.admin.id}</td>
                <td>{r.action}</td>
                <td>@{r.account.username ?? r.account.id}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  );
}
