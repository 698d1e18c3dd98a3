import type { Projection } from "./runner.ts";
import { contactProjection } from "./contact.ts";

/** Every read model, in the order they are applied. */
export const projections: Projection[] = [contactProjection];
