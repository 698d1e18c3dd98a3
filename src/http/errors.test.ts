import { afterEach, beforeEach, expect, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";

let t: TestApp;
const logged: { message: string; fields?: Record<string, unknown> }[] = [];
beforeEach(async () => {
  t = await testApp();
  logged.length = 0;
  t.ctx.log = { info() {}, error: (message, fields) => void logged.push({ message, fields }) };
});
afterEach(() => t.close());

const internal = {
  error: "Something went wrong. Please try again later.",
  message: "Something went wrong. Please try again later.",
  code: "internal",
};

test("an unknown /api path answers a JSON 404 in the error shape, whatever the method", async () => {
  for (const method of ["GET", "POST", "DELETE"]) {
    const response = await t.app.request("/api/no/such/thing", { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toStartWith("application/json");
    expect(await response.json()).toEqual({ error: "Not found", message: "Not found", code: "not_found" });
  }
});

test("an unexpected error answers 500 in the error shape with no stack or detail, and is logged with the request id", async () => {
  // A route added after the app is built still goes through the app's one error handler.
  t.app.post("/explode", () => {
    throw new Error("connection to /var/lib/secret.db refused");
  });
  const response = await t.app.request("/explode", { method: "POST", headers: { "X-Request-Id": "req-42" } });

  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual(internal);
  expect(text).not.toContain("secret");
  expect(text).not.toMatch(/\bat .*\.ts|node_modules/);
  expect(response.headers.get("x-request-id")).toBe("req-42");

  expect(logged).toHaveLength(1);
  expect(logged[0]!.fields).toMatchObject({ id: "req-42", error: "Error: connection to /var/lib/secret.db refused" });
  expect(String(logged[0]!.fields!.stack)).toContain("errors.test.ts");
});

test("malformed JSON and a body over the limit answer in the error shape, not as a crash", async () => {
  const malformed = await t.app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{nope",
  });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });

  const huge = JSON.stringify({ name: "A", email: "a@example.com", message: "x".repeat(300 * 1024) });
  const tooLarge = await t.app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: huge,
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ code: "too_large" });
  expect(logged).toEqual([]);
});
