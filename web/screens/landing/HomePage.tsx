import { useState } from "react";
import { Link } from "../../router/index.ts";
import { featuredGames, type FeaturedGame } from "../../../shared/api/games.ts";
import { useShell } from "../../auth/guards.ts";
import { Deferred } from "../../components/Deferred.tsx";
import { PublicLayout } from "../../components/PublicLayout.tsx";
import { Hero } from "./Hero.tsx";
import { GameGrid, GameGridSkeleton } from "./GameGrid.tsx";
import { Reasons } from "./Reasons.tsx";
import { Faq } from "./Faq.tsx";
import "./HomePage.css";

/** The public landing page: shown to visitors at "/" (and in place of /games and /play, see routes.tsx). */
export function HomePage() {
  const { pitchDeckUrl, googleClientId } = useShell();
  const [previewed, setPreviewed] = useState<FeaturedGame | null>(null);
  return (
    <PublicLayout className="landing">
      <title>Virtual Worlds, Real Connections</title>
      <Hero pitchDeckUrl={pitchDeckUrl} game={previewed} />

      <section className="landing-section container" aria-labelledby="discover-title">
        <header className="landing-section-header">
          <h2 id="discover-title">Discover New Worlds</h2>
          <p>Point at a world to preview it above. Every one of them is a click away once you have an account.</p>
        </header>
        <Deferred id="featured-games" load={(api) => api.call(featuredGames)} fallback={<GameGridSkeleton />}>
          {(games) => <GameGrid games={games} onPreview={setPreviewed} />}
        </Deferred>
      </section>

      <section className="landing-section container" aria-labelledby="reasons-title">
        <header className="landing-section-header">
          <h2 id="reasons-title">Why Virtual Worlds?</h2>
          <p>Everything you love about being online with friends, rebuilt around play and presence.</p>
        </header>
        <Reasons />
      </section>

      <section className="landing-section container" aria-labelledby="faq-title">
        <header className="landing-section-header">
          <h2 id="faq-title">Frequently Asked Questions</h2>
          <p>Short answers to what people ask us most.</p>
        </header>
        <Faq />
      </section>

      <section className="landing-section container" aria-labelledby="join-title">
        <div className="landing-cta">
          <h2 id="join-title">Your next world is waiting</h2>
          {/* Only what this server offers: Google sign-in exists only where GOOGLE_CLIENT_ID is set. */}
          <p>Join in a minute with an e-mail address{googleClientId ? " or your Google account" : ""}.</p>
          <Link className="button primary" to="/signup">
            Create your free account
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
