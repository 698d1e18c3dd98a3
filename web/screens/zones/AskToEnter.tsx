import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "../../router/index.ts";
import { askToEnter, zoneAccess, type ZoneAccess } from "../../../shared/api/zones.ts";
import { call } from "../../api/http.ts";
import { listen } from "../../realtime/channel.ts";

/**
 * A protected zone the visitor may not enter yet: they ask, the owner hears of it at once, and the answer
 * comes back live. Approved, the page loads the zone; refused, it says so (and they cannot ask again).
 */
export function AskToEnter({ slug }: { slug: string }) {
  const [access, setAccess] = useState<ZoneAccess | "checking">("checking");
  const [failed, setFailed] = useState(false);
  const revalidator = useRevalidator();
  // The revalidator is a new object each render; the listeners below are set up once per zone.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const follow = useCallback((next: ZoneAccess) => {
    setAccess(next);
    // Let in: the zone's loader runs again and the world replaces this page.
    if (next === "allowed") void revalidate.current();
  }, []);

  useEffect(() => {
    const check = () =>
      call(zoneAccess, { params: { slug } }).then(
        (answer) => follow(answer.access),
        () => undefined,
      );
    void check();
    const stops = [
      listen("zone-access", (news) => {
        if (news.slug === slug && news.access !== "none") follow(news.access);
      }),
      // Reconnected: what was missed is asked again.
      listen("open", () => void check()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [slug, follow]);

  async function ask() {
    setFailed(false);
    try {
      follow((await call(askToEnter, { params: { slug } })).access);
    } catch {
      setFailed(true);
    }
  }

  return (
    <main id="main" className="page zone-refused zone-ask">
      <title>Ask to enter · Virtual Worlds</title>
      <h1>Ask to enter</h1>
      <p>This zone is protected: its owner lets people in.</p>
      {access === "none" && (
        <button type="button" className="button primary" onClick={() => void ask()}>
          Ask to enter
        </button>
      )}
      {access === "requested" && (
        <p role="status">Your request was sent. You will enter as soon as the owner approves it.</p>
      )}
      {access === "refused" && <p role="alert">The owner refused your request.</p>}
      {access === "allowed" && <p role="status">Approved. Entering…</p>}
      {failed && <p role="alert">Your request could not be sent. Please try again.</p>}
      <Link className="button" to="/zones">
        Back to the zones
      </Link>
    </main>
  );
}
