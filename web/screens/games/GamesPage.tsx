import { useRef } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { gamesForDevice, type DeviceType, type GameListItem } from "../../../shared/api/games.ts";
import { call } from "../../api/http.ts";
import { apiOf } from "../../api/context.ts";
import { shellOf } from "../../auth/guards.ts";
import { useDeviceType } from "../../components/useDeviceType.ts";
import { usePager } from "../../components/usePager.ts";
import { loadCatalogue, useCatalogueList, type CatalogueData } from "./useCatalogueList.ts";
import { GameFrame } from "./GameFrame.tsx";
import { FavouriteToggle } from "./FavouriteToggle.tsx";
import { useScoreRecorder } from "./useScoreRecorder.ts";
import { Pager } from "./Pager.tsx";
import { CatalogueStatus } from "./CatalogueStatus.tsx";
import "./GamesPage.css";

const loadGames = (deviceType: DeviceType): Promise<GameListItem[]> => call(gamesForDevice, { body: { deviceType } });

/**
 * The games for the device this request is taken for, so the first one is drawn with the page. Visitors see
 * the landing screen instead, so nothing is loaded for them.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<CatalogueData<GameListItem> | null> {
  const { user } = await shellOf(context);
  if (!user) return null;
  const api = apiOf(context);
  return loadCatalogue(request, (deviceType) => api.call(gamesForDevice, { body: { deviceType } }));
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <GamesScreen drawn={data} /> : null;
}

/** /games: the games that suit this device, one at a time, paged with the buttons, the wheel (over the game too) or PageUp/PageDown. */
function GamesScreen({ drawn }: { drawn: CatalogueData<GameListItem> }) {
  const device = useDeviceType(drawn.device);
  const [state, setState] = useCatalogueList(device, loadGames, drawn);
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
