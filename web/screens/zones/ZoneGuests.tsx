import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import {
  approveZoneRequest,
  inviteToZone,
  refuseZoneRequest,
  revokeInvitation,
  zoneGuests,
  type ZoneGuest,
  type ZoneMode,
} from "../../../shared/api/zones.ts";
import { friendLists } from "../../../shared/api/friends.ts";
import type { UserSummary } from "../../../shared/api/users.ts";
import { call } from "../../api/http.ts";
import { listen } from "../../realtime/channel.ts";
import { notify } from "../../components/toast.ts";
import { Person } from "../../components/Person.tsx";
import "./ZoneGuests.css";

/**
 * The owner's say over who enters their zone, beside the world. Private: invite someone by username (the
 * owner's friends are offered as they type) and take invitations back. Protected: the people asking to enter
 * arrive live, to approve or refuse; those let in can be taken out again, those refused let in after all.
 */
export function ZoneGuests({ slug, mode }: { slug: string; mode: Exclude<ZoneMode, "public"> }) {
  const [guests, setGuests] = useState<ZoneGuest[] | null>(null);
  const [open, setOpen] = useState(false);
  const load = useCallback(async () => {
    const answer = await call(zoneGuests, { params: { slug } }).catch(() => null);
    if (answer) setGuests(answer.guests);
  }, [slug]);

  useEffect(() => {
    void load();
    const stops = [
      listen("zone-guest", (news) => {
        if (news.slug !== slug) return;
        if (news.status === "requested") setOpen(true);
        void load();
      }),
      listen("open", () => void load()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [slug, load]);

  const asking = guests?.filter((g) => g.status === "requested").length ?? 0;
  return (
    <details className="zone-guests panel" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Who may enter
        {asking > 0 && (
          <span className="zone-guests-count" aria-label={`${asking} asking`}>
            {asking}
          </span>
        )}
      </summary>
      {guests === null ? (
        <p className="muted">Loading…</p>
      ) : mode === "private" ? (
        <Invitations slug={slug} guests={guests} onChange={load} />
      ) : (
        <Requests slug={slug} guests={guests} onChange={load} />
      )}
    </details>
  );
}

interface ListProps {
  slug: string;
  guests: ZoneGuest[];
  onChange: () => Promise<void>;
}

const summaryOf = (guest: ZoneGuest): UserSummary => ({
  id: guest.userId,
  username: guest.username,
  name: guest.name,
  profile: null,
});

function Invitations({ slug, guests, onChange }: ListProps) {
  const [username, setUsername] = useState("");
  const [friends, setFriends] = useState<UserSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const friendsId = useId();
  useEffect(() => {
    void call(friendLists).then(
      (lists) => setFriends(lists.friends),
      () => undefined,
    );
  }, []);

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { guest } = await call(inviteToZone, { params: { slug }, body: { username: username.trim() } });
      notify.success(`${guest.name} is invited.`);
      setUsername("");
      await onChange();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "The invitation could not be sent.");
    } finally {
      setBusy(false);
    }
  }

  async function revoke(guest: ZoneGuest) {
    setBusy(true);
    await call(revokeInvitation, { params: { slug, userId: guest.userId } }).then(
      () => notify.success(`${guest.name} is no longer invited.`),
      () => notify.error("The invitation could not be taken back."),
    );
    await onChange();
    setBusy(false);
  }

  const invited = guests.filter((g) => g.status === "invited");
  const invitable = friends.filter((f) => !invited.some((g) => g.userId === f.id));
  return (
    <>
      <form className="zone-guests-invite" onSubmit={invite}>
        <label htmlFor={fieldId}>Invite by username</label>
        <input
          id={fieldId}
          list={friendsId}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          placeholder="A friend's username"
          autoComplete="off"
          required
        />
        <datalist id={friendsId}>
          {invitable.map((friend) => (
            <option key={friend.id} value={friend.username}>
              {friend.name}
            </option>
          ))}
        </datalist>
        <button type="submit" className="button primary small" disabled={busy || username.trim() === ""}>
          Invite
        </button>
      </form>
      <h3>Invited</h3>
      {invited.length === 0 ? (
        <p className="muted">No one yet: only you may enter.</p>
      ) : (
        <ul className="people">
          {invited.map((guest) => (
            <Person key={guest.userId} user={summaryOf(guest)}>
              <button type="button" className="button small" disabled={busy} onClick={() => void revoke(guest)}>
                Revoke
              </button>
            </Person>
          ))}
        </ul>
      )}
    </>
  );
}

function Requests({ slug, guests, onChange }: ListProps) {
  const [busy, setBusy] = useState(false);
  async function decide(guest: ZoneGuest, approve: boolean) {
    setBusy(true);
    const endpoint = approve ? approveZoneRequest : refuseZoneRequest;
    await call(endpoint, { params: { slug, userId: guest.userId } }).catch(() =>
      notify.error("Your answer could not be saved."),
    );
    await onChange();
    setBusy(false);
  }
  const groups = [
    { title: "Asking to enter", status: "requested", none: "No one is asking right now." },
    { title: "Let in", status: "approved", none: "No one yet." },
    { title: "Refused", status: "refused", none: null },
  ] as const;
  return groups.map(({ title, status, none }) => {
    const people = guests.filter((g) => g.status === status);
    if (people.length === 0 && none === null) return null;
    return (
      <section key={status} aria-label={title}>
        <h3>{title}</h3>
        {people.length === 0 ? (
          <p className="muted">{none}</p>
        ) : (
          <ul className="people">
            {people.map((guest) => (
              <Person key={guest.userId} user={summaryOf(guest)}>
                {status !== "approved" && (
                  <button
                    type="button"
                    className="button primary small"
                    disabled={busy}
                    onClick={() => void decide(guest, true)}
                  >
                    Approve
                  </button>
                )}
                {status !== "refused" && (
                  <button
                    type="button"
                    className="button small"
                    disabled={busy}
                    onClick={() => void decide(guest, false)}
                  >
                    {status === "approved" ? "Remove" : "Refuse"}
                  </button>
                )}
              </Person>
            ))}
          </ul>
        )}
      </section>
    );
  });
}
