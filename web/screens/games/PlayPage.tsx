import { useCallback, useState } from "react";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "../../router/index.ts";
import {
  game as gameEndpoint,
  gameScores,
  type GameDetails,
  type GameScores,
  type ScoreResult,
} from "../../../shared/api/games.ts";
import { apiOf } from "../../api/context.ts";
import { statusOf } from "../../api/apiError.ts";
import { shellOf } from "../../auth/guards.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { GameFrame } from "./GameFrame.tsx";
import { useScoreRecorder } from "./useScoreRecorder.ts";
import "./PlayPage.css";

interface PlayData {
  game: GameDetails | null;
  scores: GameScores | null;
  error: string | null;
}

/** The game and the scores beside it. Visitors see the landing screen instead, so nothing is loaded for them. */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<PlayData | null> {
  const { user } = await shellOf(context);
  if (!user) return null;
  const api = apiOf(context);
  // Whatever the address holds goes to the server, which answers 404 for what names no game.
  const gameId = Number(params.gameId);
  try {
    const [game, scores] = await Promise.all([
      api.call(gameEndpoint, { params: { gameId } }),
      api.call(gameScores, { params: { gameId } }).catch(() => null),
    ]);
    return { game, scores, error: null };
  } catch (error) {
    // An address that names no game has nothing to display; any other failure is told as it is.
    if (statusOf(error) === 404) return { game: null, scores: null, error: null };
    return { game: null, scores: null, error: error instanceof Error ? error.message : String(error) };
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <PlayScreen key={data.game?.id} data={data} /> : null;
}

/** /play/{gameId}: one game at its own size, with the person's best and the best among their friends. */
function PlayScreen({ data }: { data: PlayData }) {
  const navigate = useNavigate();
  const { game, error } = data;
  const [scores, setScores] = useState(data.scores);
  const recorded = useCallback(
    (_: number, result: ScoreResult) => setScores((s) => s && { ...s, best: result.best }),
    [],
  );
  const record = useScoreRecorder(recorded);

  // Back where the person came from, or to the games when the page was opened directly.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/games"));

  return (
    <main id="main" className="page play-page">
      <title>{`${game?.title ?? "Play"} · Virtual Worlds`}</title>
      <header className="play-header">
        <button type="button" className="button" onClick={back}>
          <span aria-hidden="true">←</span> Back
        </button>
        <h1 className="play-title">{game?.title ?? "Play"}</h1>
      </header>
      {error ? (
        <ErrorBox>Error: {error}</ErrorBox>
      ) : !game ? (
        <p className="play-status">No game found to display.</p>
      ) : (
        <>
          <GameFrame game={game} loadingText="Loading game..." onRound={(score) => record(game.id, score)} />
          {scores && <ScoreBoard scores={scores} />}
        </>
      )}
    </main>
  );
}

function ScoreBoard({ scores }: { scores: GameScores }) {
  return (
    <dl className="play-scores">
      <div>
        <dt>Your best</dt>
        <dd data-testid="best-score">{scores.best ?? "Not played yet"}</dd>
      </div>
      <div>
        <dt>Best among your friends</dt>
        <dd>
          {scores.friends
            ? `${scores.friends.score} by ${scores.friends.name} (@${scores.friends.username})`
            : "No friend has played yet"}
        </dd>
      </div>
    </dl>
  );
}
