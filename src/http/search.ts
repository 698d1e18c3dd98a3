import { z } from "zod";
import { handler } from "./handler.ts";
import * as api from "../../shared/api/search.ts";
import { search } from "../reads/search.ts";
import { findPeople } from "../reads/people.ts";

export const SearchQuery = z.object({ q: z.string().trim().min(1, "Type something to search for.").max(100) });

/** Users, posts, zones and games the caller may see. */
export const searchHandlers = [
  handler(api.search, { query: SearchQuery }, ({ query }, { ctx, actor }) => search(ctx, actor, query.q)),
  handler(api.people, { query: SearchQuery }, ({ query }, { ctx, actor }) => findPeople(ctx, actor, query.q)),
];
