import { afterEach, beforeEach, expect, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(() => t.close());

test("a contact message is mailed to support and recorded as the log's event", async () => {
  const response = await t.json("POST", "/api/contact", {
    name: "Ada",
    email: "ada@example.com",
    message: "Hello team",
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ message: "Your message has been sent!" });

  const [mail] = await t.outbox();
  expect(mail).toContain("To: support@virtualworlds.example");
  expect(mail).toContain("Reply-To: ada@example.com");
  expect(mail).toContain("Hello team");

  const event = (await t.ctx.store.readFrom(0)).find((e) => e.stream === "contact");
  expect(event).toMatchObject({
    type: "ContactMessageSent",
    stream: "contact",
    data: { name: "Ada", email: "ada@example.com" },
  });
});

test("a contact message without an e-mail is refused in the error shape and nothing is sent", async () => {
  const atStart = await t.ctx.store.head();
  const response = await t.json("POST", "/api/contact", { name: "Ada", email: "not-an-address", message: "Hi" });
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.code).toBe("invalid_input");
  expect(body.error).toBe(body.message);
  expect(await t.outbox()).toHaveLength(0);
  expect(await t.ctx.store.head()).toBe(atStart);
});

test("one network address may send five messages an hour; the sixth is refused with 429 and no mail", async () => {
  const send = () => t.json("POST", "/api/contact", { name: "Spam", email: "spam@example.com", message: "Buy now" });
  for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
  const refused = await send();
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBeTruthy();
  expect((await refused.json()).code).toBe("rate_limited");
  expect(await t.outbox()).toHaveLength(5);
});
