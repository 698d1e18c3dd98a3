import { useEffect, useMemo, useRef, useState } from "react";
import {
  bulkMailInvestors,
  bulkMailProgress,
  listInvestors,
  mailInvestor,
  removeInvestor,
  reviewInvestor,
  type BulkMailProgress,
  type Flag,
  type Investor,
  type InvestorStats,
} from "../../../shared/api/investors.ts";
import { BULK_MAIL_COOLDOWN_MS } from "../../../shared/investors.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import { notify } from "../../components/toast.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { AddInvestorDialog } from "./AddInvestorDialog.tsx";
import { InvestorDetailsDialog } from "./InvestorDetailsDialog.tsx";
import { BulkMailButton, readFutureTime, writeFutureTime } from "./BulkMailButton.tsx";
import { FlagFilter } from "./FlagFilter.tsx";
import { DataTable, TableStatus } from "../../components/DataTable.tsx";
import "./InvestorPage.css";

/**
 * The investor panel (/invest): the list with its figures, filtered on the server by status and action
 * and searched by e-mail in the browser; adding, mailing one (one mail in flight at a time) or everyone
 * not mailed yet (with the 5-minute cooldown the server enforces too), marking reviewed and removing.
 */
export function Component() {
  const [status, setStatus] = useState<Flag>("");
  const [action, setAction] = useState<Flag>("");
  const [search, setSearch] = useState("");
  const [investors, setInvestors] = useState<Investor[]>([]);
  const [stats, setStats] = useState<InvestorStats>({ total: 0, mailsSent: 0, engaged: 0 });
  const [loading, setLoading] = useState(true);
  const [adding, setAdding] = useState(false);
  const [details, setDetails] = useState<Investor | null>(null);
  const [removing, setRemoving] = useState<Investor | null>(null);
  const [mailing, setMailing] = useState<string | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);
  const [progress, setProgress] = useState<BulkMailProgress | null>(null);
  const latest = useRef(0);

  async function load() {
    const request = ++latest.current;
    setLoading(true);
    try {
      const answer = await call(listInvestors, { body: { status, action } });
      if (request !== latest.current) return;
      setInvestors(answer.investors);
      setStats(answer.stats);
    } catch {
      if (request !== latest.current) return;
      notify.error("Error fetching investors");
      setInvestors([]);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    void load();
  }, [status, action]);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? investors.filter((i) => i.email.toLowerCase().includes(needle)) : investors;
  }, [investors, search]);

  async function refreshProgress() {
    try {
      const answer = await call(bulkMailProgress);
      setProgress(answer);
      // The server's cooldown wins over this browser's memory of it (another admin may have sent).
      if (answer.wait_ms > 0) writeFutureTime(Math.max(readFutureTime() ?? 0, Date.now() + answer.wait_ms));
      return answer;
    } catch {
      return null;
    }
  }

  // While a bulk send is under way, its progress (and the list's statuses) follow every two seconds.
  const sending = progress?.bulk != null && progress.bulk.sent < progress.bulk.total;
  useEffect(() => {
    void refreshProgress();
  }, []);
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(async () => {
      const answer = await refreshProgress();
      if (answer?.bulk && answer.bulk.sent >= answer.bulk.total) void load();
    }, 2000);
    return () => clearInterval(timer);
  }, [sending]);

  async function mail(investor: Investor) {
    setMailing(investor.email);
    try {
      // "Email sent successfully", or "Email queued" when the mail server is slow: the mail goes out later.
      const answer = await call(mailInvestor, { body: { email: investor.email, name: investor.name } });
      notify.success(answer.message);
    } catch {
      notify.error("Failed to send email");
    } finally {
      setMailing(null);
      void load();
    }
  }

  async function review(investor: Investor) {
    try {
      await call(reviewInvestor, { body: { email: investor.email, action: investor.status } });
      notify.success("Investor status updated");
    } catch {
      notify.error("Failed to update investor status");
    }
    void load();
  }

  async function remove() {
    if (!removing) return;
    const investor = removing;
    setRemoving(null);
    try {
      await call(removeInvestor, { body: { email: investor.email, action: investor.status } });
      notify.success("Investor removed successfully");
    } catch {
      notify.error("Failed to remove investor");
    }
    void load();
  }

  function askBulk() {
    // The cooldown starts with the question; cancelling clears it at once.
    writeFutureTime(Date.now() + BULK_MAIL_COOLDOWN_MS);
    setConfirmingBulk(true);
  }

  function cancelBulk() {
    writeFutureTime(null);
    setConfirmingBulk(false);
  }

  async function sendBulk() {
    setConfirmingBulk(false);
    try {
      await call(bulkMailInvestors);
      notify.success("User successfully emailed");
    } catch (error) {
      notify.error("Failed to send emails");
      if (!(error instanceof ApiError && error.status === 429)) writeFutureTime(null);
    }
    await refreshProgress();
    void load();
  }

  return (
    <main id="main" className="page investor-page">
      <title>Investor Panel · Virtual Worlds</title>
      <h1 className="page-title">Investor Panel</h1>

      {/* The buttons lead, at the left: toasts show top-right for 5 s, and there they would sit over them. */}
      <div className="investor-tools">
        <button type="button" className="button primary" onClick={() => setAdding(true)}>
          Add Investor
        </button>
        <BulkMailButton onClick={askBulk} />
        <label htmlFor="investor-search" className="visually-hidden">
          Search by email
        </label>
        <input
          id="investor-search"
          type="search"
          placeholder="Search by email"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      <div className="investor-filters">
        <FlagFilter name="Status" value={status} onChange={setStatus} />
        <FlagFilter name="Action" value={action} onChange={setAction} />
      </div>

      <dl className="investor-stats">
        <div>
          <dt>Total Investors</dt>
          <dd>{stats.total}</dd>
        </div>
        <div>
          <dt>Mails Sent</dt>
          <dd>{stats.mailsSent}</dd>
        </div>
        <div>
          <dt>Investors Engaged</dt>
          <dd>{stats.engaged}</dd>
        </div>
      </dl>

      {progress?.bulk && (
        <p className="investor-progress" role="status">
          Bulk e-mail: {progress.bulk.sent} of {progress.bulk.total} sent
        </p>
      )}

      {shown.length === 0 ? (
        <TableStatus>{loading ? "Loading investors..." : "No investors found."}</TableStatus>
      ) : (
        <DataTable caption="Investors">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col" className="wide">
                Status
              </th>
              <th scope="col" className="wide">
                CreatedBy
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((investor) => (
              <tr key={investor.id}>
                <td className="email">{investor.email}</td>
                <td className="wide">
                  <span
                    className={investor.status ? "investor-icon sent" : "investor-icon hold"}
                    role="img"
                    aria-label={investor.status ? "Sent" : "Hold"}
                  >
                    {investor.status ? "✓" : "✗"}
                  </span>
                </td>
                <td className="wide">{investor.creator_username ?? investor.creator}</td>
                <td className="investor-actions">
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Details of ${investor.email}`}
                    onClick={() => setDetails(investor)}
                  >
                    Details
                  </button>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Remove ${investor.email}`}
                    onClick={() => setRemoving(investor)}
                  >
                    Remove
                  </button>
                  {investor.action ? (
                    <span className="investor-icon done" role="img" aria-label={`${investor.email} reviewed`}>
                      ✔ Reviewed
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button small"
                      aria-label={`Mark as Reviewed: ${investor.email}`}
                      onClick={() => void review(investor)}
                    >
                      Mark as Reviewed
                    </button>
                  )}
                  {!investor.status && (
                    <button
                      type="button"
                      className="button small"
                      aria-label={`Send email to ${investor.email}`}
                      disabled={mailing !== null || investor.mail_pending}
                      aria-busy={mailing === investor.email}
                      onClick={() => void mail(investor)}
                    >
                      {mailing === investor.email || investor.mail_pending ? "Sending..." : "Send Email"}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}

      <AddInvestorDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void load();
        }}
      />
      <InvestorDetailsDialog investor={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        open={removing !== null}
        question="Are you sure you want to remove this investor?"
        confirm="Remove"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={confirmingBulk}
        question="Are you sure you want to do a massive hit?"
        confirm="Send to all"
        tone="primary"
        onConfirm={() => void sendBulk()}
        onCancel={cancelBulk}
      />
    </main>
  );
}
