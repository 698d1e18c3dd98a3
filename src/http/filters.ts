import { z } from "zod";
import { handler } from "./handler.ts";
import { IdParam } from "./params.ts";
import * as api from "../../shared/api/filters.ts";
import { FILTER_ACTIONS, FILTER_EXPIRY_SECONDS, MAX_PHRASE, wordSequence } from "../../shared/filters.ts";
import { addFilter, changeFilter, removeFilter } from "../commands/filters.ts";
import { filtersList, keywordFilter } from "../reads/filters.ts";

const Phrase = z
  .string()
  .trim()
  .min(1, "Please write a word or phrase.")
  .max(MAX_PHRASE, `A filter can be at most ${MAX_PHRASE} characters.`)
  .refine((phrase) => wordSequence(phrase).length > 0, "A filter needs a letter or a digit.");
const Action = z.enum(FILTER_ACTIONS);
/** One of Mastodon's choices, in seconds, or null for never. */
const ExpiresIn = z
  .number()
  .int()
  .refine((seconds) => FILTER_EXPIRY_SECONDS.includes(seconds), "Choose one of the offered durations.")
  .nullable();

const NewFilter = z.object({ phrase: Phrase, action: Action, expires_in: ExpiresIn.default(null) }).strict();
const FilterChange = z
  .object({ phrase: Phrase.optional(), action: Action.optional(), expires_in: ExpiresIn.optional() })
  .strict();

/** The caller's keyword filters (issue 27, item 7): each person's own, so every route reads and writes only theirs. */
export const filtersHandlers = [
  handler(api.filters, {}, (_, { ctx, actor }) => filtersList(ctx, actor)),
  handler(api.addFilter, { body: NewFilter }, async ({ body }, { ctx, actor }) => {
    const row = await addFilter(ctx, actor, { phrase: body.phrase, action: body.action, expiresIn: body.expires_in });
    return keywordFilter(row, ctx.clock.now());
  }),
  handler(api.changeFilter, { params: IdParam, body: FilterChange }, async ({ params, body }, { ctx, actor }) => {
    const request = { phrase: body.phrase, action: body.action, expiresIn: body.expires_in };
    return keywordFilter(await changeFilter(ctx, actor, params.id, request), ctx.clock.now());
  }),
  handler(api.removeFilter, { params: IdParam }, async ({ params }, { ctx, actor }) => {
    await removeFilter(ctx, actor, params.id);
    return { success: true as const };
  }),
];
