import type { EventOf } from "../../events/index.ts";
import type { MyRating } from "../../projections/posts.queries.ts";
import type { Actor } from "../actor.ts";
import { AppError } from "../../shared/errors.ts";
import { isRatingEmoji, type Stars } from "../../shared/emoji.ts";
import { postNotFound } from "../../projections/posts.queries.ts";

/** A post as the rules of changing it read it, and whether the actor may see it (`visiblePost`). */
export interface PostState {
  /** `mediaType`: what the post shows, if anything; alt text is kept only for a picture. */
  post: { authorId: number; deleted: boolean; mediaType?: "image" | "video" | null } | undefined;
  visible: boolean;
}

/**
 * Who may change a post. One the actor cannot see is absent (404) whatever they want with it; one they
 * see but may not change is 403. Its author may; an admin may delete any post they can name.
 */
function mayChange(actor: Actor, { post, visible }: PostState, adminMay: boolean): void {
  if (!post || post.deleted) throw postNotFound();
  if (post.authorId === actor.id || (adminMay && actor.isAdmin)) return;
  if (!visible) throw postNotFound();
  throw AppError.forbidden("Only the author can change this post.", "not_owner");
}

/** What the author asked of a new post's warning and media (issue 27 item 5), as the form gave it. */
export interface WarningChoice {
  /** Trimmed; empty is none. */
  contentWarning?: string;
  mediaSensitive?: boolean;
}

/**
 * The warning fields of a new post's event: a warning when one was written; the media's sensitive mark only
 * when there is media to mark. Left out otherwise, so a post without them reads as every post before them.
 */
export function createdWarnings(
  choice: WarningChoice,
  media: "image" | "video" | null,
): { contentWarning?: string; mediaSensitive?: true } {
  return {
    ...(choice.contentWarning ? { contentWarning: choice.contentWarning } : {}),
    ...(choice.mediaSensitive && media !== null ? { mediaSensitive: true as const } : {}),
  };
}

export function decideEdit(
  command: {
    actor: Actor;
    id: number;
    text: string;
    sharing: 1 | 2;
    altText?: string | null;
    contentWarning?: string | null;
    mediaSensitive?: boolean;
  },
  state: PostState,
): EventOf<"PostEdited">[] {
  mayChange(command.actor, state, false);
  const { id, actor, text, sharing, altText, contentWarning, mediaSensitive } = command;
  // The author (the actor) is named so that the store can seal the text under the author's key. An alt
  // text left out of the edit stays as it was; an empty one is none; a post without a picture has none.
  // The content warning likewise; the sensitive mark only for a post with media.
  const media = state.post?.mediaType ?? null;
  const alt = altText === undefined || media !== "image" ? {} : { altText: altText ? altText : null };
  const warning = contentWarning === undefined ? {} : { contentWarning: contentWarning ? contentWarning : null };
  const sensitive = mediaSensitive === undefined || media === null ? {} : { mediaSensitive };
  return [{ type: "PostEdited", data: { id, author: actor.id, text, sharing, ...alt, ...warning, ...sensitive } }];
}

export function decideDelete(command: { actor: Actor; id: number }, state: PostState): EventOf<"PostDeleted">[] {
  mayChange(command.actor, state, true);
  return [{ type: "PostDeleted", data: { id: command.id } }];
}

/**
 * A rating of a post the actor can see: 1–5 stars and optionally one of the emoji that rating offers. It
 * replaces the actor's earlier one; the same rating again records nothing.
 */
export function decideRating(
  command: { actor: Actor; id: number; stars: Stars; emoji: string | null },
  state: { visible: boolean; previous: MyRating | undefined },
): EventOf<"PostRated">[] {
  const { actor, id, stars, emoji } = command;
  if (emoji !== null && !isRatingEmoji(stars, emoji)) {
    throw AppError.badRequest("This emoji does not go with that rating.", "invalid_emoji");
  }
  if (!state.visible) throw postNotFound();
  if (state.previous?.stars === stars && state.previous.emoji === emoji) return [];
  return [{ type: "PostRated", data: { post: id, user: actor.id, stars, emoji } }];
}

/** Content warnings and sensitive media always shown, or not; the same again records nothing. */
export function decideSensitiveDisplay(
  command: { actor: Actor; alwaysShow: boolean },
  state: { current: boolean },
): EventOf<"SensitiveContentDisplaySet">[] {
  if (command.alwaysShow === state.current) return [];
  return [{ type: "SensitiveContentDisplaySet", data: { userId: command.actor.id, alwaysShow: command.alwaysShow } }];
}

/** The alt text reminder on or off; the same again records nothing. */
export function decideAltTextReminder(
  command: { actor: Actor; remind: boolean },
  state: { current: boolean },
): EventOf<"AltTextReminderSet">[] {
  if (command.remind === state.current) return [];
  return [{ type: "AltTextReminderSet", data: { userId: command.actor.id, remind: command.remind } }];
}
