import { useRef } from "react";
import { Link, useLoaderData } from "../../router/index.ts";
import { gamesForDevice, type GameListItem } from "../../../shared/api/games.ts";
import { usePager } from "../../components/usePager.ts";
import { catalogueLoader, useCatalogueList, type CatalogueData } from "./useCatalogueList.ts";
import { GameFrame } from "./GameFrame.tsx";
import { FavouriteToggle } from "./FavouriteToggle.tsx";
import { useScoreRecorder } from "./useScoreRecorder.ts";
import { Pager } from "./Pager.tsx";
import { CatalogueStatus } from "./CatalogueStatus.tsx";
import "./GamesPage.css";

// Drawn with its first item, for the device this request is taken for (useCatalogueList.ts).
export const loader = catalogueLoader(gamesForDevice);

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <GamesScreen drawn={data} /> : null;
}

/** /games: the games that suit this device, one at a time, paged with the buttons, the wheel (over the game too) or PageUp/PageDown. */
function GamesScreen({ drawn }: { drawn: CatalogueData<GameListItem> }) {
  const [state, setState] = useCatalogueList(gamesForDevice, drawn);
  const games = state.status === "ready" ? state.items : [];
  const stage = useRef<HTMLDivElement>(null);
  const pager = usePager(games.length, stage);
  const record = useScoreRecorder();
  const game = games[pager.index];

  function remember(gameId: number, isFavorited: boolean) {
    setState({ status: "ready", items: games.map((g) => (g.id === gameId ? { ...g, isFavorited } : g)) });
  }

  return (
    <main id="main" className="page games-page">
      <title>Games · Virtual Worlds</title>
      <h1 className="visually-hidden">Games</h1>
      {!game ? (
        <CatalogueStatus state={state} noun="games" />
      ) : (
        <div className="games-stage" ref={stage}>
          <header className="games-header">
            <h2 className="games-title">{game.title}</h2>
            <p className="games-position muted" aria-live="polite">
              {pager.index + 1} / {games.length}
            </p>
            <div className="games-actions">
              <FavouriteToggle
                gameId={game.id}
                title={game.title}
                favourited={game.isFavorited}
                changed={(now) => remember(game.id, now)}
              />
              <Link className="button" to={`/play/${game.id}`}>
                Full page
              </Link>
            </div>
          </header>
          <Pager previous={pager.previous} next={pager.next} noun="game">
            <GameFrame
              key={game.id}
              game={game}
              loadingText="Loading games..."
              onRound={(score) => record(game.id, score)}
              onWheel={pager.wheel}
            />
          </Pager>
        </div>
      )}
    </main>
  );
}
