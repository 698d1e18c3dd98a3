import { Link } from "../../router/index.ts";
import { useShell } from "../../auth/guards.ts";
import { InfoPage } from "./InfoPage.tsx";

export function Component() {
  const { supportEmail } = useShell();
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What we collect, why we collect it, and the choices you have. In plain words."
    >
      <p className="info-updated">This policy applies to the Virtual Worlds website and its apps.</p>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your name, username, e-mail address and, if you add them, a profile picture
            and organisation. Your password is stored only as a one-way hash; we never see it.
          </li>
          <li>
            <strong>What you share:</strong> posts, pictures and videos, ratings, reactions, favourite games,
            friendships and the zones you create.
          </li>
          <li>
            <strong>Chats:</strong> your messages are encrypted in your browser before they leave it. We store and
            deliver the encrypted text, along with who wrote to whom and when, but we cannot read it.
          </li>
          <li>
            <strong>Activity:</strong> when you were first and last active each day, which helps us keep accounts safe
            and understand how the product is used.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through the contact form, so that we can answer.
          </li>
        </ul>
      </section>
      <section>
        <h2>Cookies and storage on your device</h2>
        <p>
          We set a single session cookie that keeps you signed in. It cannot be read by scripts and is not used for
          advertising. Your browser also keeps a few settings for us, such as your light or dark theme and your chat
          keys. We use no third-party trackers or advertising cookies.
        </p>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To run your account and show your content to the people you chose.</li>
          <li>To send the e-mails you need: sign-up codes, password resets and answers to your messages.</li>
          <li>To send push notifications you have allowed, which never contain the text of a message.</li>
          <li>To protect the community: to stop abuse, spam and attempts to break into accounts.</li>
        </ul>
        <p>We do not sell your personal data and we do not show you advertising based on it.</p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep your data while your account exists. When an account is deleted, its profile and content are no longer
          shown to anyone. We keep an internal history of changes to keep the service consistent and secure; it is never
          shown to other users and is kept no longer than the law allows.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You can see and change your profile at any time, delete your posts, and ask us for a copy of your data or for
          your account to be deleted. Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{" "}
          <Link to="/contact">contact form</Link>, and we will answer within one working day.
        </p>
      </section>
    </InfoPage>
  );
}
