import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { BULK_MAIL_COOLDOWN_MS } from "../../shared/investors.ts";
import { decideAddInvestor, decideBulkMail, decideInvestorMail, decideRemove, decideReview } from "./investors.decide.ts";

const admin = 9;
const fresh = { id: 4, status: false, action: false, mailPending: false };

describe("adding an investor", () => {
  const add = decider(decideAddInvestor);
  const input = { investorId: 4, name: "Ada", email: "ada@fund.example", note: "seed", by: admin };

  test("lists them, naming the admin", () => {
    add.given({ listed: false }).when(input).then([{ type: "InvestorAdded", data: input }]);
  });

  test("an address listed already is refused", () => {
    add.given({ listed: true }).when(input).thenRefuses(409, "investor_listed");
  });
});

describe("one investor's mail", () => {
  const mail = decider(decideInvestorMail);

  test("is asked for when they were never mailed", () => {
    mail.given(fresh).when({ by: admin }).then([{ type: "InvestorMailRequested", data: { investorId: 4, by: admin } }]);
  });

  test("never while a mail is on its way", () => {
    mail.given({ ...fresh, mailPending: true }).when({ by: admin }).thenRefuses(409, "mail_in_flight");
  });

  test("never twice", () => {
    mail.given({ ...fresh, status: true }).when({ by: admin }).thenRefuses(409, "mailed_already");
  });
});

describe("marking as reviewed", () => {
  const review = decider(decideReview);

  test("records it once", () => {
    review.given(fresh).when({ by: admin }).then([{ type: "InvestorReviewed", data: { investorId: 4, by: admin } }]);
  });

  test("marking again records nothing", () => {
    review.given({ ...fresh, action: true }).when({ by: admin }).then([]);
  });
});

describe("removing", () => {
  test("records the removal, mailed or not", () => {
    decider(decideRemove).given({ ...fresh, status: true }).when({ by: admin }).then([{ type: "InvestorRemoved", data: { investorId: 4, by: admin } }]);
  });
});

describe("the bulk send", () => {
  const bulk = decider(decideBulkMail);
  const now = new Date("2026-05-01T12:00:00Z");
  const ago = (ms: number) => ({ startedAt: new Date(now.getTime() - ms).toISOString() });

  test("asks a mail for every investor not mailed yet, each naming the send", () => {
    bulk.given({ latest: undefined, recipients: [{ id: 4 }, { id: 7 }] }).when({ by: admin, bulkId: 2, now }).then({
      started: { type: "InvestorBulkMailStarted", data: { bulkId: 2, total: 2, by: admin } },
      mails: [
        { type: "InvestorMailRequested", data: { investorId: 4, by: admin, bulkId: 2 } },
        { type: "InvestorMailRequested", data: { investorId: 7, by: admin, bulkId: 2 } },
      ],
    });
  });

  test("with no one left to mail, records the send of none", () => {
    bulk.given({ latest: ago(BULK_MAIL_COOLDOWN_MS), recipients: [] }).when({ by: admin, bulkId: 3, now }).then({
      started: { type: "InvestorBulkMailStarted", data: { bulkId: 3, total: 0, by: admin } },
      mails: [],
    });
  });

  test("is refused with 429 until five minutes after the latest one began", () => {
    bulk.given({ latest: ago(BULK_MAIL_COOLDOWN_MS - 1000), recipients: [{ id: 4 }] }).when({ by: admin, bulkId: 3, now }).thenRefuses(429, "rate_limited");
  });
});
