import { Link, useLocation, useMatches } from "../router/index.ts";
import "./NotOpenYet.css";

interface Handle {
  title: string;
}

/** A real, guarded route whose screen a later part of the work builds; until then it says so plainly. */
export function notOpenYet(title: string) {
  return { Component: NotOpenYet, handle: { title } satisfies Handle };
}

function NotOpenYet() {
  const match = useMatches().at(-1);
  const onHome = useLocation().pathname === "/";
  const title = (match?.handle as Handle | undefined)?.title ?? "Coming soon";
  return (
    <main id="main" className="not-open-yet">
      <title>{`${title} · Virtual Worlds`}</title>
      <h1>{title}</h1>
      <p>This part of the product is not open yet.</p>
      {!onHome && (
        <Link className="button" to="/">
          Go to the home page
        </Link>
      )}
    </main>
  );
}
