import { ERASING_EVENTS, PERSONAL_FIELDS } from "../events/index.ts";
import { PersonalData } from "./personal.ts";

/**
 * The privacy rules of the whole catalogue, as the store applies them: built once from the areas'
 * declarations. Apart from store/personal.ts so that the replay's read-ahead thread, which opens sealed boxes
 * without any declaration, does not load the catalogue.
 */
export const PERSONAL_DATA = new PersonalData(PERSONAL_FIELDS, ERASING_EVENTS);
