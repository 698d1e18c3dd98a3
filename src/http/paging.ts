import { z } from "zod";
import { DecimalId } from "./params.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../shared/api/endpoint.ts";

/** `?before=<id>&limit=<n>` of every paged list (API.md "Conventions"). */
export const PageQuery = z.object({
  before: DecimalId.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
