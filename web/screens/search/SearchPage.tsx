import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from "../../router/index.ts";
import { search, type SearchResults } from "../../../shared/api/search.ts";
import { apiOf } from "../../api/context.ts";
import { Results } from "./Results.tsx";
import "./SearchPage.css";

interface SearchData {
  q: string;
  results: SearchResults | null;
  error: string | null;
}

/** What was searched for: at most 100 characters, as the API takes. */
function queryOf(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, 100);
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const q = queryOf(new URL(request.url));
  if (!q) return { q, results: null, error: null };
  try {
    return { q, results: await apiOf(context).call(search, { query: { q } }), error: null };
  } catch {
    return { q, results: null, error: "Search failed. Please try again." };
  }
}

/** Typing pauses this long before the results follow, so each keystroke is not a request. */
const debounceMs = 250;

/**
 * Search people, posts, zones and games. The query lives in the address (`?q=`), so results are rendered
 * by the server, survive a reload and can be shared; they follow the box as one types.
 */
export function Component() {
  const { q, results, error } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [text, setText] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";

  // Back and forward change the query under the box: the box follows, unless the person is typing.
  useEffect(() => {
    if (timer.current === undefined && q !== text.trim()) setText(q);
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(query: string) {
    clearTimeout(timer.current);
    timer.current = undefined;
    const trimmed = query.trim();
    setSearchParams(trimmed ? { q: trimmed } : {}, { replace: true, preventScrollReset: true });
  }

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(value), debounceMs);
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    show(text);
  }

  return (
    <main id="main" className="page search-page">
      <title>{q ? `${q} · Search · Virtual Worlds` : "Search · Virtual Worlds"}</title>
      <h1 className="page-title">Search</h1>
      <form role="search" method="get" action="/search" onSubmit={submit} className="search-form">
        <label htmlFor="search-q" className="visually-hidden">
          Search people, posts, zones and games
        </label>
        <input
          className="pill-input"
          id="search-q"
          name="q"
          type="search"
          placeholder="Search people, posts, zones and games..."
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(e) => type(e.target.value)}
        />
        <button type="submit" className="button primary">
          Search
        </button>
      </form>
      <div className="search-results" aria-busy={searching}>
        <p className="search-status" role="status">
          {searching ? "Searching..." : ""}
        </p>
        {error ? (
          <p className="search-error" role="alert">
            {error}
          </p>
        ) : results ? (
          <Results q={q} results={results} />
        ) : (
          <p className="search-hint muted">
            Find people by name or username, posts by their words, and zones and games by name.
          </p>
        )}
      </div>
    </main>
  );
}
