import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { rootDir } from "../../src/paths.ts";
import { cameraPhoto } from "../camera-photo.ts";
import { budgets } from "./budgets.ts";
import { loadAverage } from "./machine.ts";
import { title, type Row } from "./report.ts";
import type { RunOptions } from "./rounds.ts";
import { people, seedPosts } from "./seed-posts.ts";
import { startApp, withServers, withWorkDir, type RunningServer } from "./server.ts";
import { signIn } from "./sign-in.ts";

/** Lighthouse's mobile preset: a mid-range phone's screen, its CPU four times slower than this machine's. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 vw-bench",
};
const CPU_SLOWDOWN = 4;
const PHOTO_POSTS = 20;

/** Pages measured as Lighthouse's mobile run does; the signed-in ones with the viewer's session. */
export const phonePages: { path: string; signedIn: boolean }[] = [
  { path: "/", signedIn: false },
  { path: "/about", signedIn: false },
  { path: "/", signedIn: true },
  { path: "/games", signedIn: true },
  { path: "/chat", signedIn: true },
  { path: "/videos", signedIn: true },
  { path: "/admin", signedIn: true },
];

/**
 * What a phone meets (issue #28, items 4 and 5), in headless Chromium (/usr/bin/chromium):
 *
 * - the bytes a phone (412 px wide, DPR 2.6) downloads for the signed-in home's first screen, with 20 posts
 *   of 12-megapixel photos: everything the page fetches until it is loaded and its first screen's pictures
 *   have arrived, headers included, as the network saw it;
 * - Lighthouse's three page figures, from Chromium's own performance entries with the CPU slowed 4×: the
 *   largest contentful paint, the total blocking time (long tasks' time over 50 ms, up to the load
 *   settling) and the cumulative layout shift. Lighthouse also throttles the network; this does not.
 *
 * Every row shows the machine's load average when it was measured: another process's work shows as ours.
 */
export async function phoneBench(_options: RunOptions): Promise<Row[]> {
  return withPhoneApp(async (app) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    try {
      const firstScreen = await firstScreenBytes(browser, app.url);
      const rows: Row[] = [
        title(`a phone's download: the signed-in home with ${PHOTO_POSTS} posts of 12-megapixel photos`),
        {
          what: `first screen at 412 px, DPR 2.6: ${firstScreen.requests} requests (load ${loadAverage()})`,
          figure: `${(firstScreen.bytes / 1024 / 1024).toFixed(2)} MB`,
          target: `≤ ${budgets.phone.firstScreenMb} MB`,
          pass: firstScreen.bytes <= budgets.phone.firstScreenMb * 1024 * 1024,
        },
        title(`page figures on a phone, CPU slowed ${CPU_SLOWDOWN}× (Chromium ${browser.version()})`),
      ];
      for (const page of phonePages) rows.push(...(await pageFigures(browser, app.url, page)));
      return rows;
    } finally {
      await browser.close();
    }
  });
}

/**
 * The server the phone's pages are measured on: the bench's people, the viewer an admin (for /admin) with
 * `PHOTO_POSTS` posts of 12-megapixel photos in the feed.
 */
export function withPhoneApp<T>(work: (app: RunningServer) => Promise<T>): Promise<T> {
  return withWorkDir("phone", (dataDir) =>
    withServers(async (started) => {
      await seedPosts(dataDir, 0);
      await promoteViewer(dataDir);
      const app = started(await startApp(dataDir));
      const viewer = await signIn(app.url, people.viewer);
      const photo = await cameraPhoto();
      for (let i = 0; i < PHOTO_POSTS; i++) await postPhoto(app.url, viewer.authorization, photo, i);
      return work(app);
    }),
  );
}

/** The viewer is an admin too, for /admin: as an operator makes one, with the command line. */
async function promoteViewer(dataDir: string) {
  const cli = Bun.spawnSync(["bun", "src/cli.ts", "user", "promote", people.viewer], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stderr: "pipe",
  });
  if (cli.exitCode !== 0) throw new Error(`promoting the viewer failed: ${cli.stderr.toString()}`);
}

async function postPhoto(baseUrl: string, authorization: string, photo: Uint8Array<ArrayBuffer>, i: number) {
  const form = new FormData();
  form.set("context", `Photo ${i + 1} from the bench`);
  form.set("sharing", "1");
  form.set("media", new File([photo], `IMG_${2000 + i}.jpg`, { type: "image/jpeg" }));
  const response = await fetch(`${baseUrl}/api/content`, { method: "POST", headers: { authorization }, body: form });
  if (response.status !== 200) throw new Error(`posting a photo answered ${response.status}: ${await response.text()}`);
}

async function phoneContext(browser: Browser, baseUrl: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  if (!signedIn) return context;
  const { cookie } = await signIn(baseUrl, people.viewer);
  const url = new URL(baseUrl);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), domain: url.hostname, path: "/" };
    }),
  );
  return context;
}

/** Bytes on the wire (CDP's encoded lengths: headers and bodies) until the first screen's pictures are in. */
async function firstScreenBytes(browser: Browser, baseUrl: string): Promise<{ bytes: number; requests: number }> {
  const context = await phoneContext(browser, baseUrl, true);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    requests++;
  });
  await page.goto(`${baseUrl}/`, { waitUntil: "load" });
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < innerHeight && image.loading !== "lazy")
      .every((image) => image.complete),
  );
  await settled(page);
  await context.close();
  return { bytes, requests };
}

async function pageFigures(browser: Browser, baseUrl: string, { path, signedIn }: (typeof phonePages)[number]) {
  const context = await phoneContext(browser, baseUrl, signedIn);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(observePaintsAndTasks);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
  await settled(page);
  const figures = await page.evaluate(() => (window as unknown as { __figures: PageFigures }).__figures);
  await context.close();
  const blocking = figures.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  const who = signedIn ? "signed in" : "visitor";
  const load = loadAverage();
  const { lcpMs, tbtMs, cls } = budgets.phone;
  return [
    {
      what: `${path} (${who}): largest contentful paint (load ${load})`,
      figure: `${Math.round(figures.lcp)} ms`,
      target: `≤ ${lcpMs} ms`,
      pass: figures.lcp > 0 && figures.lcp <= lcpMs,
    },
    {
      what: `${path} (${who}): total blocking time, ${figures.longTasks.length} long tasks`,
      figure: `${Math.round(blocking)} ms`,
      target: `≤ ${tbtMs} ms`,
      pass: blocking <= tbtMs,
    },
    {
      what: `${path} (${who}): cumulative layout shift`,
      figure: figures.cls.toFixed(3),
      target: `${cls}`,
      pass: figures.cls <= cls,
    },
  ] satisfies Row[];
}

interface PageFigures {
  lcp: number;
  cls: number;
  longTasks: number[];
}

/** Runs in the page before its own scripts: collects what Lighthouse reads from the trace. */
function observePaintsAndTasks() {
  const figures: PageFigures = { lcp: 0, cls: 0, longTasks: [] };
  (window as unknown as { __figures: PageFigures }).__figures = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) figures.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
}

/**
 * Until the page has fetched nothing new for a second (at most 15 s), as Lighthouse waits for the load to
 * end. Not Playwright's "networkidle": the realtime stream stays open on a signed-in page.
 */
async function settled(page: Page) {
  let seen = -1;
  for (let waited = 0; waited < 15_000; waited += 1000) {
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").length);
    if (fetched === seen) return;
    seen = fetched;
    await page.waitForTimeout(1000);
  }
}
