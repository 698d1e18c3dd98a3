import { Link, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { favourites, type FavouriteGame } from "../../../shared/api/games.ts";
import { apiOf } from "../../api/context.ts";
import { shellOf } from "../../auth/guards.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import "./FavoritesPage.css";

interface FavoritesData {
  name: string;
  username: string;
  games: FavouriteGame[];
  error: string | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<FavoritesData> {
  const { user } = await shellOf(context);
  const who = { name: user?.name ?? "", username: user?.username ?? "" };
  try {
    return { ...who, games: await apiOf(context).call(favourites), error: null };
  } catch {
    return { ...who, games: [], error: "Failed to fetch favorited games." };
  }
}

/** /favorites: the person's favourite games, newest first; each opens full page. */
export function Component() {
  const { name, username, games, error } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="page favorites-page">
      <title>Favourites · Virtual Worlds</title>
      <header className="favorites-header">
        <h1 className="page-title">{name}</h1>
        <p className="muted">@{username}</p>
      </header>
      <h2 className="favorites-heading">Favourite games</h2>
      {error ? (
        <ErrorBox>{error}</ErrorBox>
      ) : games.length === 0 ? (
        <p className="favorites-empty">No favorited games available.</p>
      ) : (
        <ul className="favorites-grid">
          {games.map((game) => (
            <li key={game.id}>
              <Link to={`/play/${game.id}`} className="favorites-card">
                {game.image_url ? (
                  <img src={game.image_url} alt="" loading="lazy" />
                ) : (
                  <span className="favorites-card-blank" aria-hidden="true" />
                )}
                <span>{game.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
