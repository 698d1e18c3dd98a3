import { expect, test } from "bun:test";
import { Hono } from "hono";
import { z } from "zod";
import { validateQuery } from "./validate.ts";
import { PageQuery } from "./paging.ts";
import { handleError } from "./errors.ts";

function appChecking<Schema extends z.ZodType>(
  schema: Schema,
  handle: (query: Record<string, unknown>) => unknown = (q) => q,
) {
  const app = new Hono();
  let parsed = 0;
  const counted = schema.transform((value) => (parsed++, value));
  app.get("/list", validateQuery(counted), (c) => c.json(handle(c.req.valid("query" as never)) as object));
  app.onError(handleError as never);
  return { app, parsed: () => parsed };
}

test("a query string checked once is answered from memory after, with the same values", async () => {
  const { app, parsed } = appChecking(PageQuery);
  for (let i = 0; i < 3; i++) expect(await (await app.request("/list?limit=5")).json()).toEqual({ limit: 5 });
  expect(await (await app.request("/list")).json()).toEqual({ limit: 20 });
  expect(await (await app.request("/list?before=9&limit=2")).json()).toEqual({ before: 9, limit: 2 });
  expect(parsed()).toBe(3);
});

test("a refused query is refused every time, with the API's error", async () => {
  const { app } = appChecking(PageQuery);
  for (let i = 0; i < 2; i++) {
    const response = await app.request("/list?limit=500");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("invalid_input");
  }
});

test("what a handler gets cannot be changed for the next request", async () => {
  const { app } = appChecking(PageQuery, (query) => {
    try {
      query.limit = 1;
    } catch {
      // frozen: the next request must see what the query says
    }
    return query;
  });
  await app.request("/list?limit=7");
  expect(await (await app.request("/list?limit=7")).json()).toEqual({ limit: 7 });
});

test("values that are not plain (an array from a repeated name) are checked again each time", async () => {
  const { app, parsed } = appChecking(z.object({ tag: z.array(z.string()) }));
  for (let i = 0; i < 2; i++)
    expect(await (await app.request("/list?tag=a&tag=b")).json()).toEqual({ tag: ["a", "b"] });
  expect(parsed()).toBe(2);
});
