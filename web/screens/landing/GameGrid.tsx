import { useImageUrls } from "../../document.tsx";
import { Link } from "../../router/index.ts";
import type { FeaturedGame } from "../../../shared/api/games.ts";
import "./GameGrid.css";

/**
 * The "Discover New Worlds" cards. Pointing at a card (or tabbing to it) previews that world in the hero;
 * choosing it leads to sign-up, since playing needs an account.
 */
export function GameGrid({ games, onPreview }: { games: FeaturedGame[]; onPreview: (game: FeaturedGame) => void }) {
  const imageUrl = useImageUrls();
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.id}>
          <Link className="game-card" to="/signup" onMouseEnter={() => onPreview(game)} onFocus={() => onPreview(game)}>
            <img src={imageUrl(game.image)} alt="" width={400} height={250} loading="lazy" decoding="async" />
            <span className="game-card-body">
              <span className="game-card-genre">{game.genre}</span>
              <span className="game-card-title">{game.title}</span>
              <span className="game-card-description">{game.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Shown while the games stream in: the same grid, as quiet placeholders. */
export function GameGridSkeleton() {
  return (
    <div className="game-grid-loading">
      <p className="visually-hidden" role="status">
        Loading games...
      </p>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: 16 }, (_, i) => (
          <li key={i} className="game-card-skeleton" />
        ))}
      </ul>
    </div>
  );
}
