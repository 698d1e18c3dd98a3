import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BudgetSetting, budgetKinds, budgetSettings } from "../../shared/budgets.ts";
import { loadConfig } from "../config.ts";

test("a budget setting is windows of <count>/<length><s|m|h>, each at most a day", () => {
  expect(BudgetSetting.parse("30/10m,300/3h")).toEqual([
    { max: 30, windowMs: 600_000 },
    { max: 300, windowMs: 10_800_000 },
  ]);
  expect(BudgetSetting.parse(" 5/30s ")).toEqual([{ max: 5, windowMs: 30_000 }]);
  for (const wrong of ["", "30", "30/10", "0/1m", "5/25h", "5/0s", "-1/1m", "1.5/1m", "30/10m;300/3h"]) {
    expect(BudgetSetting.safeParse(wrong).success).toBe(false);
  }
});

test("every kind has a setting with a valid default, read by loadConfig; a wrong value stops the start", () => {
  const dir = mkdtempSync(join(tmpdir(), "vw-budgets-"));
  try {
    const config = loadConfig({ DATA_DIR: dir, BUDGET_ZONES: "2/1h" });
    for (const kind of budgetKinds)
      expect(config.writeBudgets.windows[kind]).toEqual(
        BudgetSetting.parse(kind === "zone" ? "2/1h" : budgetSettings[kind].default),
      );
    expect(config.writeBudgets).toMatchObject({ newAccountShare: 0.2, newAccountMs: 24 * 3_600_000, multiplier: 1 });
    expect(() => loadConfig({ DATA_DIR: dir, BUDGET_POSTS: "lots" })).toThrow();
    expect(() => loadConfig({ DATA_DIR: dir, NEW_ACCOUNT_BUDGET_SHARE: "2" })).toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
