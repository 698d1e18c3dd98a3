import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { appWithUsers, createUser, type TestUser } from "../../tests/accounts.ts";
import { mailText } from "../../tests/mail.ts";
import type { BulkMailProgress, Investor, InvestorStats } from "../../shared/api/investors.ts";
import { BULK_MAIL_COOLDOWN_MS } from "../../shared/investors.ts";
import { ManualClock } from "../../shared/clock.ts";
import { reactorRunner, readOutbox, testApp, type TestApp } from "../../tests/harness.ts";
import { investorsReactor } from "../reactors/investors.ts";

setDefaultTimeout(30_000);

const {
  t,
  users: { member },
} = await appWithUsers("member");
const boss = await createUser(t, { username: "investor_boss", admin: true });

const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.json(method, path, body, user ? user.headers : {});
async function panel(filter: { status: string; action: string } = { status: "", action: "" }) {
  const answer = await call(boss, "POST", "/api/investor/", filter);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { investors: Investor[]; stats: InvestorStats };
}
const add = (email: string, name = "Ivy Investor", note = "Met at the fair") =>
  call(boss, "POST", "/api/investor/add", { name, email, note });
const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.includes(`To: ${email}`));

describe("who may call the investor API", () => {
  const cases: [string, string, unknown][] = [
    ["POST", "/api/investor/", { status: "", action: "" }],
    ["POST", "/api/investor/add", { name: "X", email: "x@example.com", note: "" }],
    ["POST", "/api/investor/mail", { email: "x@example.com", name: "X" }],
    ["PUT", "/api/investor/update", { email: "x@example.com", action: false }],
    ["POST", "/api/investor/remove", { email: "x@example.com" }],
    ["POST", "/api/investor/emails", undefined],
    ["GET", "/api/investor/emails", undefined],
  ];
  for (const [method, path, body] of cases) {
    test(`${method} ${path}: 401 anonymous, 403 for a member, and nothing recorded`, async () => {
      expect((await call(null, method, path, body)).status).toBe(401);
      expect((await call(member, method, path, body)).status).toBe(403);
      expect((await panel()).investors.map((i) => i.email)).not.toContain("x@example.com");
    });
  }
});

describe("the investor list", () => {
  test("adding: the e-mail is required and valid, listed once, and the adding admin is the creator", async () => {
    expect((await add("")).status).toBe(400);
    expect((await add("not-an-address")).status).toBe(400);
    expect((await add("ivy@fund.example")).status).toBe(200);
    expect((await add("IVY@fund.example")).status).toBe(409);
    const ivy = (await panel()).investors.find((i) => i.email === "ivy@fund.example")!;
    expect(ivy).toMatchObject({
      name: "Ivy Investor",
      note: "Met at the fair",
      status: false,
      action: false,
      creator: boss.id,
      creator_username: "investor_boss",
    });
    expect(Date.parse(ivy.createdAt)).toBeGreaterThan(0);
  });

  test("mailing one: written from the template with their name, status true, each mail an event, never twice", async () => {
    await add("oscar@fund.example", "Oscar Owl");
    const sent = await call(boss, "POST", "/api/investor/mail", { email: "oscar@fund.example", name: "Oscar Owl" });
    expect(sent.status).toBe(200);
    const mails = await mailsTo("oscar@fund.example");
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!)).toContain("Dear Oscar Owl,");
    expect((await panel()).investors.find((i) => i.email === "oscar@fund.example")).toMatchObject({
      status: true,
      mail_pending: false,
    });
    expect(
      (await call(boss, "POST", "/api/investor/mail", { email: "oscar@fund.example", name: "Oscar Owl" })).status,
    ).toBe(409);
    expect((await call(boss, "POST", "/api/investor/mail", { email: "nobody@fund.example", name: "N" })).status).toBe(
      404,
    );
    const oscarId = (await panel()).investors.find((i) => i.email === "oscar@fund.example")!.id;
    const events = (await t.ctx.store.readFrom(0, 100_000)).filter((e) => e.stream === `investor-${oscarId}`);
    expect(events.map((e) => e.type)).toEqual(["InvestorAdded", "InvestorMailRequested", "InvestorMailed"]);
    expect(events[1]!.data).toMatchObject({ by: boss.id });
  });

  test("no field reaches a header: a name or note with line breaks stays in the body", async () => {
    const name = "Eve\r\nBcc: thief@evil.example\r\nSubject: hijacked";
    expect((await add("eve@fund.example", name, "note\r\nX-Evil: 1")).status).toBe(200);
    expect((await add("eve2@fund.example\r\nBcc: thief@evil.example")).status).toBe(400);
    expect((await call(boss, "POST", "/api/investor/mail", { email: "eve@fund.example", name })).status).toBe(200);
    const [mail] = await mailsTo("eve@fund.example");
    const headers = mail!.slice(0, mail!.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/thief|hijacked|X-Evil/i);
    expect(headers).toMatch(/^Subject: Virtual Worlds: an invitation to invest$/m);
    expect(mailText(mail!)).toContain("Dear Eve Bcc: thief@evil.example Subject: hijacked,");
  });

  test("filters by status and action, reviews once, removes, and counts the figures", async () => {
    await add("rev@fund.example");
    expect((await call(boss, "PUT", "/api/investor/update", { email: "rev@fund.example", action: false })).status).toBe(
      200,
    );
    expect((await call(boss, "PUT", "/api/investor/update", { email: "rev@fund.example", action: false })).status).toBe(
      200,
    );
    const all = await panel();
    expect(all.stats).toEqual({
      total: all.investors.length,
      mailsSent: all.investors.filter((i) => i.status).length,
      engaged: 1,
    });
    expect((await panel({ status: "", action: "true" })).investors.map((i) => i.email)).toEqual(["rev@fund.example"]);
    expect((await panel({ status: "true", action: "" })).investors.every((i) => i.status)).toBe(true);
    expect((await panel({ status: "false", action: "false" })).investors.every((i) => !i.status && !i.action)).toBe(
      true,
    );
    expect((await call(boss, "POST", "/api/investor/", { status: "maybe", action: "" })).status).toBe(400);

    expect((await call(boss, "POST", "/api/investor/remove", { email: "rev@fund.example" })).status).toBe(200);
    expect((await panel()).investors.map((i) => i.email)).not.toContain("rev@fund.example");
    expect((await call(boss, "POST", "/api/investor/remove", { email: "rev@fund.example" })).status).toBe(404);
    expect((await add("rev@fund.example")).status).toBe(200); // a removed investor may be added again
  });
});

describe("the bulk e-mail", () => {
  test("mails everyone not mailed yet in the background, shows its progress, then waits 5 minutes (429, Retry-After)", async () => {
    const clock = new ManualClock(Date.now());
    const b = await testApp({}, { clock });
    try {
      const admin = await createUser(b, { username: "bulk_boss", admin: true });
      const send = () => b.json("POST", "/api/investor/emails", undefined, admin.headers);
      for (let i = 0; i < 5; i++)
        await b.json(
          "POST",
          "/api/investor/add",
          { name: `Bulk ${i}`, email: `bulk${i}@fund.example`, note: "" },
          admin.headers,
        );
      await b.json("POST", "/api/investor/mail", { email: "bulk0@fund.example", name: "Bulk 0" }, admin.headers);

      const started = await send();
      expect(started.status).toBe(202);
      expect(await started.json()).toEqual({ queued: 4 });
      const mails = await b.outbox();
      expect(mails.map((m) => m.match(/^To: (.+)$/m)![1]).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `bulk${i}@fund.example`),
      );
      const progress = (await (
        await b.json("GET", "/api/investor/emails", undefined, admin.headers)
      ).json()) as BulkMailProgress;
      expect(progress.bulk).toMatchObject({ total: 4, sent: 4, by: admin.id });
      expect(progress.wait_ms).toBe(BULK_MAIL_COOLDOWN_MS);

      clock.advance(BULK_MAIL_COOLDOWN_MS - 61_000);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("61");
      clock.advance(61_000);
      const again = await send();
      expect(again.status).toBe(202);
      expect(await again.json()).toEqual({ queued: 0 }); // everyone was mailed: no one twice
      expect(await b.outbox()).toHaveLength(5);
    } finally {
      await b.close();
    }
  });

  test("an investor removed while the send waits is counted out of it: the progress still reaches its end", async () => {
    const b = await testApp({}, { reactors: false });
    try {
      const admin = await createUser(b, { username: "bulk_trim", admin: true });
      for (let i = 0; i < 3; i++)
        await b.json(
          "POST",
          "/api/investor/add",
          { name: `Trim ${i}`, email: `trim${i}@fund.example`, note: "" },
          admin.headers,
        );
      expect(await (await b.json("POST", "/api/investor/emails", undefined, admin.headers)).json()).toEqual({
        queued: 3,
      });
      expect(
        (await b.json("POST", "/api/investor/remove", { email: "trim1@fund.example" }, admin.headers)).status,
      ).toBe(200);

      await sendQueuedMails(b);
      const progress = (await (
        await b.json("GET", "/api/investor/emails", undefined, admin.headers)
      ).json()) as BulkMailProgress;
      expect(progress.bulk).toMatchObject({ total: 2, sent: 2 });
      expect(
        readOutbox(b.config.mailOutboxDir)
          .map((m) => m.match(/^To: (.+)$/m)![1])
          .sort(),
      ).toEqual(["trim0@fund.example", "trim2@fund.example"]);
    } finally {
      await b.close();
    }
  });
});

/** The investors reactor alone, run once over the test app's log: the product's reactors are off in that app. */
async function sendQueuedMails(b: TestApp) {
  const runner = reactorRunner(b, [investorsReactor]);
  await runner.enrol();
  await runner.start(b.ctx.tail);
  await runner.settled();
  await runner.stop();
}
