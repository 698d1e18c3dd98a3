import { useEffect, useRef, useState } from "react";
import { Link } from "../../router/index.ts";
import { deleteUser, listUsers, type AdminUser, type UserOrder } from "../../../shared/api/admin.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useShell } from "../../auth/guards.ts";
import { desktopTime, phoneTime } from "./formats.ts";
import { UserDetailsDialog } from "./UserDetailsDialog.tsx";
import { UserEditDialog } from "./UserEditDialog.tsx";
import { DataTable, EmailCell, TableStatus } from "../../components/DataTable.tsx";
import "./AdminPage.css";

const PAGE_SIZE = 50;
/** Typing pauses this long before the table follows the filter. */
const filterDelayMs = 250;

/**
 * The admin's user table (/admin): every account, filtered by a username or e-mail prefix, in one of three
 * orders, fifty at a time. Each row links to the person's activity and opens their details (with what
 * admins did to the account), the edit popup and, on a desk, deletion. Phones get the short columns.
 */
export function Component() {
  const { user: me } = useShell();
  const [filter, setFilter] = useState("");
  const [query, setQuery] = useState("");
  const [order, setOrder] = useState<UserOrder>("newest");
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [details, setDetails] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  // Reloading after a change goes through state, so it asks with the filter shown when the change ends,
  // not the one in force when the admin clicked (typing may have moved it on meanwhile).
  const [changes, setChanges] = useState(0);
  // Only the newest request's answer is shown: an older one arriving late must not replace it.
  const latest = useRef(0);

  async function load(after?: number) {
    const request = ++latest.current;
    setLoading(true);
    try {
      const page = await call(listUsers, { query: { q: query || undefined, order, after, limit: PAGE_SIZE } });
      if (request !== latest.current) return;
      setUsers((shown) => (after === undefined ? page.data : [...shown, ...page.data]));
      setNext(page.next);
    } catch {
      if (request !== latest.current) return;
      notify.error("Error fetching users");
      setUsers([]);
      setNext(null);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    void load();
  }, [query, order, changes]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(filter.trim()), filterDelayMs);
    return () => clearTimeout(timer);
  }, [filter]);

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await call(deleteUser, { params: { id: deleting.id } });
      notify.success("User deleted successfully");
      setDeleting(null);
      setChanges((n) => n + 1);
    } catch {
      notify.error("Failed to delete user");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="page admin-page">
      <title>Admin Panel · Virtual Worlds</title>
      <h1 className="page-title">Admin Panel</h1>
      <p>
        <Link to="/admin/reports">Reports and moderation</Link>
      </p>
      <div className="admin-tools" role="search">
        <label htmlFor="admin-filter" className="visually-hidden">
          Filter by username or e-mail
        </label>
        <input
          id="admin-filter"
          type="search"
          placeholder="Filter by username or e-mail"
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <label htmlFor="admin-order" className="visually-hidden">
          Sort by
        </label>
        <select id="admin-order" value={order} onChange={(e) => setOrder(e.target.value as UserOrder)}>
          <option value="newest">Newest accounts</option>
          <option value="username">Username A–Z</option>
          <option value="active">Recently active</option>
        </select>
      </div>

      {users.length === 0 ? (
        <TableStatus>{loading ? "Loading users..." : "No users found."}</TableStatus>
      ) : (
        <DataTable caption="Users">
          <thead>
            <tr>
              <th scope="col" className="wide">
                ID
              </th>
              <th scope="col" className="wide">
                Name
              </th>
              <th scope="col" className="wide">
                Email
              </th>
              <th scope="col">Username</th>
              <th scope="col">Last Active</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td className="wide">{u.id}</td>
                <td className="wide">{u.name}</td>
                <EmailCell className="wide" email={u.email} />
                <td>
                  {u.username}
                  {u.is_admin && <span className="admin-badge">admin</span>}
                  {u.is_blocked && <span className="admin-badge blocked">blocked</span>}
                </td>
                <td>
                  <span className="wide">{desktopTime(u.last_active)}</span>
                  <span className="narrow">{phoneTime(u.last_active)}</span>
                </td>
                <td className="admin-actions">
                  <Link to={`/user-activity/${u.id}`} className="button small" aria-label={`Activity of ${u.username}`}>
                    Activity
                  </Link>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Details of ${u.username}`}
                    onClick={() => setDetails(u)}
                  >
                    Details
                  </button>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Edit ${u.username}`}
                    onClick={() => setEditing(u)}
                  >
                    Edit
                  </button>
                  {u.id !== me?.id && (
                    <button
                      type="button"
                      className="button small danger wide"
                      aria-label={`Delete ${u.username}`}
                      onClick={() => setDeleting(u)}
                    >
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {next !== null && (
        <button type="button" className="button admin-more" disabled={loading} onClick={() => void load(next)}>
          {loading ? "Loading users..." : "Load more"}
        </button>
      )}

      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <UserEditDialog
        user={editing}
        self={editing?.id === me?.id}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setChanges((n) => n + 1);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        question="Are you sure you want to delete this user?"
        confirm="Delete"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}
