import type { AppContext } from "../context.ts";
import { publicDir } from "../paths.ts";
import { shippedGames, shippedVideos } from "../games/shipped.ts";
import { configuredCatalogue } from "../games/settings.ts";
import { syncGames } from "./games.ts";
import { syncVideos } from "./videos.ts";
import type { SyncReport } from "./sync.ts";

/**
 * At start: the games and videos that ship with this release, and those of the operator's settings file,
 * recorded as events where the log does not have them yet (and changed or removed where their source did).
 * A start with nothing new records nothing.
 */
export async function syncCatalogueAtStart(ctx: AppContext): Promise<void> {
  const configured = configuredCatalogue(ctx.config.catalogueFile);
  const reports: [string, SyncReport][] = [
    ["shipped games", await syncGames(ctx, "shipped", shippedGames(publicDir))],
    ["shipped videos", await syncVideos(ctx, "shipped", shippedVideos(publicDir))],
    ["configured games", await syncGames(ctx, "settings", configured.games)],
    ["configured videos", await syncVideos(ctx, "settings", configured.videos)],
  ];
  for (const [what, report] of reports) {
    const changes = report.added.length + report.changed.length + report.removed.length;
    if (changes > 0) ctx.log.info("catalogue updated", { what, ...report });
    for (const key of report.conflicts)
      ctx.log.error("catalogue entry skipped: its key is taken by another source", { what, key });
  }
}
