import { useState, type ChangeEvent, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import { sendContactMessage } from "../../../shared/api/contact.ts";
import { notify } from "../../components/toast.ts";
import { InfoPage } from "../info/InfoPage.tsx";
import { useShell } from "../../auth/guards.ts";
import "./ContactPage.css";

const empty = { name: "", email: "", message: "" };

export function Component() {
  const { supportEmail } = useShell();
  const [form, setForm] = useState(empty);
  const [sending, setSending] = useState(false);

  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((current) => ({ ...current, [e.target.name]: e.target.value }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSending(true);
    try {
      await call(sendContactMessage, { body: form });
      notify.success("Your message has been sent!");
      setForm(empty);
    } catch {
      notify.error("Failed to send your message. Please try again later.");
    } finally {
      setSending(false);
    }
  }

  return (
    <InfoPage title="Contact" lead="Questions, ideas or a problem to report? Send us a message and we will write back.">
      <div className="contact-layout">
        <form className="card contact-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="contact-name">Name</label>
            <input
              id="contact-name"
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={form.name}
              onChange={change}
            />
          </div>
          <div className="field">
            <label htmlFor="contact-email">Email</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={form.email}
              onChange={change}
            />
          </div>
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea
              id="contact-message"
              name="message"
              required
              maxLength={5000}
              value={form.message}
              onChange={change}
            />
          </div>
          <button className="button primary" type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send Message"}
          </button>
        </form>
        <aside className="contact-aside">
          <h2>Other ways to reach us</h2>
          <p>
            E-mail our support team at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
          <p>We answer every message within one working day, Monday to Friday.</p>
          <p>Reporting a problem? Tell us what you did, what you expected and what happened instead.</p>
        </aside>
      </div>
    </InfoPage>
  );
}
