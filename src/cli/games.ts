import { requiredArgument, type CliCommand } from "./command.ts";
import { AppError } from "../../shared/errors.ts";
import type { z } from "zod";
import { ConfiguredGame, ConfiguredVideo } from "../games/settings.ts";
import { addGame, removeGame } from "../commands/games.ts";
import { addVideo, removeVideo } from "../commands/videos.ts";

/** A JSON argument checked as the settings file checks its entries, or a refusal saying what is wrong. */
function parseEntry<T extends z.ZodTypeAny>(schema: T, json: string | undefined, usage: string): z.infer<T> {
  const text = requiredArgument(json, usage);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.badRequest(
      'the entry must be JSON, e.g. \'{"key":"chess","title":"Chess","url":"https://chess.example/embed"}\'',
    );
  }
  const checked = schema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw AppError.badRequest(`${issue.path.join(".")}: ${issue.message}`);
  }
  return checked.data;
}

/**
 * `games add '<json>'` and `games remove <key|id>`, the same for videos: catalogue entries recorded at once,
 * without a restart (an entry of the settings file takes effect at the next start). The fields are those of
 * the settings file (src/games/settings.ts).
 */
export const gameCommands: CliCommand[] = [
  {
    name: "games add",
    usage: "games add '<json>'",
    summary: "add a game hosted anywhere: {key, title, url, image?, devices?, width?, height?}",
    async run(ctx, args) {
      const game = parseEntry(ConfiguredGame, args[0], this.usage);
      const id = await addGame(ctx, { ...game, source: "cli" });
      console.log(`added game ${game.key} (id ${id})`);
    },
  },
  {
    name: "games remove",
    usage: "games remove <key|id>",
    summary: "remove a game added with `games add`",
    async run(ctx, args) {
      const game = await removeGame(ctx, requiredArgument(args[0], this.usage));
      console.log(`removed game ${game.key} (id ${game.id})`);
    },
  },
  {
    name: "videos add",
    usage: "videos add '<json>'",
    summary: "add a video: {key, title, url, poster?, devices?}",
    async run(ctx, args) {
      const video = parseEntry(ConfiguredVideo, args[0], this.usage);
      const id = await addVideo(ctx, { ...video, source: "cli" });
      console.log(`added video ${video.key} (id ${id})`);
    },
  },
  {
    name: "videos remove",
    usage: "videos remove <key|id>",
    summary: "remove a video added with `videos add`",
    async run(ctx, args) {
      const video = await removeVideo(ctx, requiredArgument(args[0], this.usage));
      console.log(`removed video ${video.key} (id ${video.id})`);
    },
  },
];
