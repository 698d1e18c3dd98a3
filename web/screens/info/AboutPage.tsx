import { Link } from "../../router/index.ts";
import { InfoPage } from "./InfoPage.tsx";

export function Component() {
  return (
    <InfoPage
      title="About"
      lead="Virtual Worlds is a social platform for people who would rather play, explore and talk together than scroll alone."
    >
      <section>
        <h2>Why we started</h2>
        <p>
          Most social apps are built for watching. We wanted one built for doing things together: a place where a
          conversation can turn into a game, a game into a walk through a 3D world, and a walk into a friendship. So we
          put a social feed, cloud games, short videos, private chat and shared 3D zones behind a single account that
          works in any modern browser.
        </p>
      </section>
      <section>
        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Presence over numbers.</strong> A five-star rating with an emoji says more than a like, and time
            spent together matters more than follower counts.
          </li>
          <li>
            <strong>Your words are yours.</strong> Chats are encrypted in your browser; we store text we cannot read.
            You choose for every post whether the world or only your friends may see it.
          </li>
          <li>
            <strong>Open the door to everyone.</strong> No downloads, no console, no expensive headset: a phone or a
            laptop is enough to join in.
          </li>
          <li>
            <strong>Creators first.</strong> The people who build worlds, games and flicks are the reason others come.
            We build tools to help them reach an audience and grow.
          </li>
        </ul>
      </section>
      <section>
        <h2>Where we are going</h2>
        <p>
          Today you can post, rate, chat, play and explore our first zones, from a quiet library to a desert, a castle
          and a supermarket. Next come more worlds built by the community, broadcasting to your followers and premium
          subscriptions for people who want even more.
        </p>
        <p>
          Curious about the details? Read about our <Link to="/features">features</Link>, or{" "}
          <Link to="/contact">get in touch</Link>: we read every message.
        </p>
      </section>
    </InfoPage>
  );
}
