import { useCallback, useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { appealQueue, decideAppeal, type AppealItem } from "../../../shared/api/moderation.ts";
import { MODERATION_ACTION_LABELS } from "../../../shared/moderation.ts";
import { ApiError } from "../../api/apiError.ts";
import { notify } from "../../components/toast.ts";
import { whenText } from "./formats.ts";

/** Appeals waiting for a moderator: the decision, why, the person's words, and grant or refuse. */
export function AppealsView() {
  const [items, setItems] = useState<AppealItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    call(appealQueue, { query: { state: "pending", limit: 50 } })
      .then((answer) => setItems(answer.data))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  async function decide(id: number, granted: boolean) {
    try {
      const answer = await call(decideAppeal, { params: { id }, body: { granted } });
      notify.success(answer.message);
      load();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : "Could not save the decision.");
    }
  }

  if (failed)
    return (
      <p role="alert" className="moderation-error">
        Could not load the appeals.
      </p>
    );
  if (!items) return <p className="muted">Loading appeals…</p>;
  if (items.length === 0) return <p className="muted">No appeals waiting.</p>;
  return (
    <ul className="queue-list" aria-label="Appeals">
      {items.map(({ action, account }) => (
        <li key={action.id} className="card">
          <h2>
            Appeal by @{account.username ?? account.id} against “{MODERATION_ACTION_LABELS[action.kind]}”
          </h2>
          <p>
            <strong>Decided {whenText(action.at)}:</strong> {action.message}
          </p>
          <p>
            <strong>Appeal, {action.appeal ? whenText(action.appeal.at) : ""}:</strong> {action.appeal?.text}
          </p>
          <p>
            <button type="button" className="button primary" onClick={() => decide(action.id, true)}>
              Grant appeal
            </button>{" "}
            <button type="button" className="button" onClick={() => decide(action.id, false)}>
              Refuse appeal
            </button>
          </p>
        </li>
      ))}
    </ul>
  );
}
