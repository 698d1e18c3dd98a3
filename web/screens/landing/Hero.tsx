import { useImageUrls } from "../../document.tsx";
import { preload } from "react-dom";
import { Link } from "../../router/index.ts";
import type { FeaturedGame } from "../../../shared/api/games.ts";
import "./Hero.css";

/**
 * The landing page's opening: the tagline and the two calls to action, over a background that shows the
 * world a visitor is looking at in the grid below (or the default skyline before they pick one).
 */
export function Hero({ pitchDeckUrl, game }: { pitchDeckUrl: string; game: FeaturedGame | null }) {
  const image = useImageUrls()(game?.image ?? "/hero.svg");
  // The background is the landing's largest paint: found only once the stylesheet is applied unless the
  // head names it first, at the front of the queue.
  preload(image, { as: "image", fetchPriority: "high" });
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* Keyed by image so each swap mounts a fresh layer that fades in. */}
      <div key={image} className="hero-background" style={{ backgroundImage: `url("${image}")` }} aria-hidden="true" />
      <div className="container hero-content">
        <p className="hero-kicker">{game ? `Now previewing: ${game.title}` : "Play · Watch · Chat · Explore"}</p>
        <h1 id="hero-title">Virtual Worlds, Real Connections</h1>
        <p className="hero-lead">
          Play cloud games with friends, watch 360° flicks, chat privately and explore 3D worlds, all in your browser.
        </p>
        <div className="hero-actions">
          <Link className="button primary hero-cta" to="/signup">
            Get Started
          </Link>
          <a className="button hero-secondary" href={pitchDeckUrl} target="_blank" rel="noopener noreferrer">
            Pitch with Us
            <span className="visually-hidden"> (opens in a new tab)</span>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path d="M7 3h10v10M17 3 4 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
      </div>
    </section>
  );
}
