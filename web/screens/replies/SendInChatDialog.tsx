import { useEffect, useId, useState } from "react";
import { useNavigate } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { friendLists } from "../../../shared/api/friends.ts";
import { chatList, createChat } from "../../../shared/api/chat.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import { Avatar } from "../../components/Avatar.tsx";
import "../../components/FormDialog.css";

interface Contact {
  id: number;
  username: string;
  name: string | null;
  profile: string | null;
}

type Contacts = { state: "loading" } | { state: "failed" } | { state: "ready"; people: Contact[] };

/**
 * "Send in a chat": the person's friends and the people they chat with, filtered by name as they type.
 * Choosing someone opens (or starts) the chat with the link already written in its box, so it goes as any
 * message does: sealed in this browser by the chat's own code, never seen by the server in clear. The link
 * travels to the chat page in the history's state, not in the address, so no request carries it either.
 */
export function SendInChatDialog({ me, link, onClose }: { me: number; link: string; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const dialog = useModalDialog(true, () => dialog.current?.querySelector<HTMLInputElement>("input"));
  const [contacts, setContacts] = useState<Contacts>({ state: "loading" });
  const [filter, setFilter] = useState("");
  const [opening, setOpening] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([call(friendLists), call(chatList, { params: { userId: me } })]).then(
      ([lists, chats]) => {
        const people = new Map<number, Contact>();
        for (const f of lists.friends)
          people.set(f.id, { id: f.id, username: f.username, name: f.name, profile: f.profile });
        for (const c of chats)
          if (!people.has(c.chatter_id))
            people.set(c.chatter_id, { id: c.chatter_id, username: c.username, name: null, profile: c.profile });
        setContacts({ state: "ready", people: [...people.values()] });
      },
      () => setContacts({ state: "failed" }),
    );
  }, [me]);

  async function sendTo(contact: Contact) {
    setOpening(contact.id);
    setError(null);
    try {
      const chat = await call(createChat, { body: { user_1_id: contact.id, user_2_id: me } });
      await navigate(`/chat/${chat.id}`, { state: { draft: link } });
    } catch {
      setError("Could not create chat");
      setOpening(null);
    }
  }

  const wanted = filter.trim().toLowerCase();
  const shown =
    contacts.state === "ready"
      ? contacts.people.filter(
          (p) => p.username.toLowerCase().startsWith(wanted) || (p.name ?? "").toLowerCase().startsWith(wanted),
        )
      : [];

  return (
    <dialog ref={dialog} className="form-dialog send-in-chat" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Send in a chat</h2>
      <div className="field">
        <label htmlFor={`${id}-filter`}>Search people</label>
        <input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      {contacts.state === "loading" && (
        <p className="muted" role="status">
          Loading your friends...
        </p>
      )}
      {contacts.state === "failed" && <p role="alert">Could not load your friends.</p>}
      {contacts.state === "ready" && shown.length === 0 && (
        <p className="muted">{contacts.people.length === 0 ? "No friends or chats yet." : "Nobody matches."}</p>
      )}
      {shown.length > 0 && (
        <ul className="send-in-chat-people" aria-label="People">
          {shown.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className="send-in-chat-person"
                disabled={opening !== null}
                aria-busy={opening === person.id}
                onClick={() => sendTo(person)}
              >
                <Avatar src={person.profile} />
                <span>
                  {person.name && <strong>{person.name}</strong>} <span className="muted">@{person.username}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
      <div className="form-dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
