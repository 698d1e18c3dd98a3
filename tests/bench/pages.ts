import { budgets } from "./budgets.ts";
import { browser } from "./browser.ts";
import { expectPage, recordAnswer, startApp, startCeilings, withServers, withWorkDir, type Answer } from "./server.ts";
import { inRounds, shareOf, type Measured, type RunOptions } from "./rounds.ts";
import { againstCeiling, loadFigures, title, wholePercent, type Row } from "./report.ts";

const pages = [
  { path: "/", what: "GET / landing", shows: "Virtual Worlds, Real Connections" },
  { path: "/about", what: "GET /about", shows: "About · Virtual Worlds" },
];

/**
 * The public pages as a visitor's browser gets them (compressed as it asks), server-rendered, beside bare
 * `Bun.serve` answering the very same bytes from memory and as a static file.
 */
export async function anonymousPagesBench(options: RunOptions): Promise<Row[]> {
  return withWorkDir("pages", (dataDir) =>
    withServers(async (started) => {
      const app = started(await startApp(dataDir));
      const answers: Answer[] = [];
      for (const page of pages) {
        await expectPage(app.url + page.path, browser, page.shows);
        answers.push(await recordAnswer({ url: app.url + page.path, headers: browser }));
      }
      const ceilings = started(await startCeilings(answers));
      const specs = [
        ...pages.map((page) => ({ url: app.url + page.path, headers: browser })),
        ...pages.map((_, i) => ({ url: ceilings.memory(i), headers: browser })),
        ...pages.map((_, i) => ({ url: ceilings.file(i), headers: browser })),
      ];
      const measured = await inRounds(specs, options);
      const n = pages.length;
      return [
        title(`anonymous pages, server-rendered, ${options.connections} connections`),
        ...pages.flatMap((page, i) => rows(page, answers[i]!, measured[i]!, measured[n + i]!, measured[2 * n + i]!)),
      ];
    }),
  );
}

function rows(
  page: (typeof pages)[number],
  answer: Answer,
  product: Measured,
  memory: Measured,
  file: Measured,
): Row[] {
  const share = shareOf(product, memory);
  const encoding = answer.headers["content-encoding"] ?? "uncompressed";
  const kb = (answer.body.byteLength / 1024).toFixed(1);
  return [
    {
      what: `${page.what} (${kb} KB ${encoding})`,
      ...loadFigures(product),
      ...againstCeiling(memory, "Bun.serve, same bytes", share),
      target: `≥ ${wholePercent(budgets.anonymousPageShare)}`,
      pass: share >= budgets.anonymousPageShare,
    },
    { what: "", ...againstCeiling(file, "static file, Bun.file", shareOf(product, file)) },
  ];
}
