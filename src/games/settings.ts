import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { Device, type GameDefinition } from "../../events/games.ts";
import type { VideoDefinition } from "../../events/videos.ts";
import { EmbedUrl, ImageUrl } from "./embed.ts";

/**
 * The operator's catalogue file (`CATALOGUE_FILE`, by default `<DATA_DIR>/catalogue.json` when it exists):
 * games and videos hosted anywhere, recorded at start like the shipped ones. Removing an entry from the
 * file removes it from the catalogue at the next start.
 *
 *   {"games": [{"key": "chess", "title": "Chess", "url": "https://chess.example/embed", "image": "https://…",
 *               "devices": ["pc"], "width": 800, "height": 600, "genre": "Board", "description": "…"}],
 *    "videos": [{"key": "launch", "title": "Launch", "url": "https://www.youtube-nocookie.com/embed/…"}]}
 */
const Key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "lower-case letters, digits and dashes");
const Devices = z.array(Device).min(1).max(2).default(["mobile", "pc"]);

export const ConfiguredGame = z
  .object({
    key: Key,
    title: z.string().trim().min(1).max(100),
    url: EmbedUrl,
    image: ImageUrl.default(""),
    devices: Devices,
    // The specification's default frame: 800 × 600.
    width: z.number().int().min(120).max(3840).default(800),
    height: z.number().int().min(120).max(2160).default(600),
    genre: z.string().trim().max(40).default(""),
    description: z.string().trim().max(300).default(""),
  })
  .strict();

export const ConfiguredVideo = z
  .object({
    key: Key,
    title: z.string().trim().min(1).max(100),
    url: EmbedUrl,
    poster: ImageUrl.default(""),
    devices: Devices,
  })
  .strict();

const CatalogueFile = z
  .object({
    games: z.array(ConfiguredGame).default([]),
    videos: z.array(ConfiguredVideo).default([]),
  })
  .strict();

export interface ConfiguredCatalogue {
  games: GameDefinition[];
  videos: VideoDefinition[];
}

/** The file's entries, or none when there is no file. A broken file stops the start with what is wrong. */
export function configuredCatalogue(path: string): ConfiguredCatalogue {
  if (!existsSync(path)) return { games: [], videos: [] };
  const parsed = CatalogueFile.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${path}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return {
    games: parsed.data.games.map((game) => ({ ...game, source: "settings" as const })),
    videos: parsed.data.videos.map((video) => ({ ...video, source: "settings" as const })),
  };
}
