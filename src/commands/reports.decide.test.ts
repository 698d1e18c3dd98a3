import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import type { AppEvent } from "../../events/index.ts";
import { decideReport, type ReportCommand } from "./reports.decide.ts";

const decide = decider(decideReport);
const report: ReportCommand = {
  reportId: 9,
  reporter: 3,
  target: { kind: "post", id: 40 },
  reason: "spam",
  note: "Buy my stuff, every hour",
  evidence: '{"text":"Buy"}',
};
const filed: AppEvent[] = [
  {
    type: "ReportFiled",
    data: { reportId: 9, reporter: 3, target: { kind: "post", id: 40 }, account: 7, reason: "spam", note: report.note },
  },
  { type: "ReportEvidenceFrozen", data: { reportId: 9, account: 7, evidence: '{"text":"Buy"}' } },
];

describe("a report", () => {
  test("is filed with its evidence frozen", () => {
    decide.given({ account: 7, openReporters: [], hidden: false }).when(report).then(filed);
  });

  test("of something the reporter cannot see is refused as absent", () => {
    decide
      .given({ account: undefined, openReporters: [], hidden: false })
      .when(report)
      .thenRefuses(404, "report_target_not_found");
  });

  test("of one's own content is refused", () => {
    decide.given({ account: 3, openReporters: [], hidden: false }).when(report).thenRefuses(400, "report_self");
  });

  test("by a third different person hides the post pending review", () => {
    decide
      .given({ account: 7, openReporters: [1, 2], hidden: false })
      .when(report)
      .then([
        ...filed,
        {
          type: "ContentHiddenPendingReview",
          data: { target: { kind: "post", id: 40 }, account: 7, reporters: 3 },
        },
      ]);
  });

  test("by someone who reported it already does not count twice", () => {
    decide
      .given({ account: 7, openReporters: [2, 3], hidden: false })
      .when(report)
      .then(filed);
  });

  test("of a post already hidden hides nothing again", () => {
    decide
      .given({ account: 7, openReporters: [1, 2, 5], hidden: true })
      .when(report)
      .then(filed);
  });

  test("of a reply by a third different person hides the reply pending review", () => {
    const reply = { ...report, target: { kind: "reply" as const, id: 41 } };
    decide
      .given({ account: 7, openReporters: [1, 2], hidden: false })
      .when(reply)
      .thenMatches([
        { type: "ReportFiled" },
        { type: "ReportEvidenceFrozen" },
        { type: "ContentHiddenPendingReview", data: { target: { kind: "reply", id: 41 }, account: 7, reporters: 3 } },
      ]);
  });

  test("of a reply by the same person a third time, or of one already hidden, hides nothing", () => {
    const reply = { ...report, target: { kind: "reply" as const, id: 41 } };
    const fileOnly = [{ type: "ReportFiled" }, { type: "ReportEvidenceFrozen" }];
    decide
      .given({ account: 7, openReporters: [3], hidden: false })
      .when(reply)
      .thenMatches(fileOnly);
    decide
      .given({ account: 7, openReporters: [1, 2, 5], hidden: true })
      .when(reply)
      .thenMatches(fileOnly);
  });

  test("of a profile is never hidden automatically", () => {
    const profile = { ...report, target: { kind: "profile" as const, id: 7 } };
    decide
      .given({ account: 7, openReporters: [1, 2], hidden: false })
      .when(profile)
      .thenMatches([{ type: "ReportFiled" }, { type: "ReportEvidenceFrozen" }]);
  });
});
