import { ERASING_EVENTS, PERSONAL_FIELDS, UPCASTS } from "../events/index.ts";
import type { Reader } from "./db.ts";
import { openSealed, PersonalData } from "./personal.ts";
import { Upcasting } from "./upcast.ts";

/**
 * The rules of the whole catalogue, as the store applies them: built once from the areas' declarations.
 * Apart from store/personal.ts so that the replay's read-ahead thread, which opens sealed boxes without any
 * declaration, does not load the catalogue.
 */
export const PERSONAL_DATA = new PersonalData(PERSONAL_FIELDS, ERASING_EVENTS);
export const UPCASTING = new Upcasting(UPCASTS);

/**
 * Logged events as every reader must see them: sealed fields opened (or read as erased once the key is
 * gone), and in their type's current shape. Every read of the log's rows goes through this.
 */
export async function openLogged<E extends { type: string; data: unknown; stream: string; version: number }>(
  db: Reader,
  rows: E[],
): Promise<E[]> {
  return UPCASTING.upcast(await openSealed(db, rows));
}
