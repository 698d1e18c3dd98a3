import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { GameDefinition } from "../../events/games.ts";
import type { VideoDefinition } from "../../events/videos.ts";
import { Device } from "../../events/games.ts";

/**
 * The games and videos that ship with the product, as their files describe them: each game folder's
 * game.json (public/games/<key>/, cover art public/games/<key>.svg) and public/videos/videos.json. Recorded
 * into the catalogue at start (src/commands/catalogue.ts), so a release's new or changed game is there as
 * soon as the server runs.
 */
const Manifest = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.string(),
  description: z.string(),
  devices: z.array(Device),
  width: z.number().int(),
  height: z.number().int(),
});

const VideoEntry = z.object({
  id: z.string(),
  title: z.string(),
  file: z.string(),
  poster: z.string(),
  devices: z.array(Device),
});

/** The shipped games, by folder name: the order they are first added in, and so the landing's order. */
export function shippedGames(publicDir: string): GameDefinition[] {
  const dir = join(publicDir, "games");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith("_") && existsSync(join(dir, entry.name, "game.json")),
    )
    .map((entry) => entry.name)
    .sort()
    .map((key) => {
      const { id: _id, ...manifest } = Manifest.parse(JSON.parse(readFileSync(join(dir, key, "game.json"), "utf8")));
      return { key, ...manifest, url: `/games/${key}/`, image: `/games/${key}.svg`, source: "shipped" as const };
    });
}

export function shippedVideos(publicDir: string): VideoDefinition[] {
  const path = join(publicDir, "videos", "videos.json");
  if (!existsSync(path)) return [];
  return z
    .array(VideoEntry)
    .parse(JSON.parse(readFileSync(path, "utf8")))
    .map((video) => ({
      key: video.id,
      title: video.title,
      url: video.file,
      poster: video.poster,
      devices: video.devices,
      source: "shipped" as const,
    }));
}
