import { Link } from "../../router/index.ts";
import { InfoPage } from "./InfoPage.tsx";

export function Component() {
  return (
    <InfoPage title="Terms of Service" lead="The rules for using Virtual Worlds, written to be read.">
      <p className="info-updated">By creating an account or using the site you agree to these terms.</p>
      <section>
        <h2>Your account</h2>
        <p>
          You need a valid e-mail address to join, and you must be old enough to use online services where you live.
          Keep your password to yourself: you are responsible for what happens under your account. Tell us at once if
          you think someone else is using it.
        </p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          What you post stays yours. By posting it you allow us to store it and show it to the people you chose (the
          whole community for public posts, your friends for friends-only posts) for as long as it is online. You can
          delete your posts at any time.
        </p>
      </section>
      <section>
        <h2>Behaving well</h2>
        <ul>
          <li>Do not post anything illegal, hateful, harassing, sexually explicit or violent.</li>
          <li>Do not post what you have no right to share, including other people's private information.</li>
          <li>Do not impersonate others, send spam, or try to break into accounts or our systems.</li>
          <li>Do not use bots or scripts to create accounts, post, or rate content.</li>
        </ul>
        <p>
          We may remove content that breaks these rules, and block or delete accounts that break them repeatedly or
          seriously.
        </p>
      </section>
      <section>
        <h2>Games, videos and zones</h2>
        <p>
          Some games and videos are provided by their creators and played inside Virtual Worlds. They belong to their
          owners and may have their own terms. We choose them with care but cannot promise that every one of them works
          on every device.
        </p>
      </section>
      <section>
        <h2>The service</h2>
        <p>
          We work hard to keep Virtual Worlds available and safe, but we provide it as it is and cannot guarantee that
          it will always be free of interruptions or errors. We may change features as the product grows; if a change to
          these terms affects you, we will tell you before it takes effect.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          If anything here is unclear, <Link to="/contact">contact us</Link>. See also our{" "}
          <Link to="/privacy">privacy policy</Link>.
        </p>
      </section>
    </InfoPage>
  );
}
