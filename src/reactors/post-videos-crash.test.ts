import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type ServerProcess } from "../../tests/server-process.ts";
import { describeVideo, mpeg4Video } from "../../tests/test-videos.ts";
import { waitFor } from "../../tests/wait.ts";
import type { FeedItem, PendingVideo } from "../../shared/api/posts.ts";

/**
 * A server killed (SIGKILL) or stopped (SIGTERM, a deploy) while it transcodes a video: its ffmpeg dies with
 * it, and the server started after it takes the reactor's lease over and transcodes the video again, to the
 * end. A stopping server does not wait for the transcoding to finish.
 */
setDefaultTimeout(300_000);

const running: ServerProcess[] = [];
let dataDir: string | undefined;
afterEach(async () => {
  for (const server of running.splice(0)) await server.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const admin = { ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "a-long-admin-password-for-videos" };

async function server(dir: string) {
  // A short lease: the restarted server takes over from the killed one (which never handed it back) at once.
  const started = await startServer(dir, { ...admin, REACTOR_LEASE_MS: "1000" });
  running.push(started);
  return started;
}

async function signIn(at: ServerProcess): Promise<Record<string, string>> {
  const login = await at.post("/api/auth/login", { emailOrUsername: "admin", password: admin.ADMIN_PASSWORD });
  if (!(login instanceof Response) || login.status !== 200) throw new Error("the admin could not sign in");
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

const get = async <T>(at: ServerProcess, headers: Record<string, string>, path: string): Promise<T> =>
  (await fetch(at.url + path, { headers })).json() as Promise<T>;

/** The ffmpeg processes transcoding in this data folder, found by their command line. */
function transcodersOf(dir: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(join(dir, "transcode"));
      } catch {
        return false;
      }
    })
    .map(Number);
}

for (const signal of ["SIGKILL", "SIGTERM"] as const) {
  test(`${signal === "SIGKILL" ? "killed" : "stopped"} mid-transcoding, the video is transcoded again after a restart and published`, async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vw-video-crash-"));
    // Long enough to be caught midway on a busy machine: 1280×720, 40 s.
    const clip = mpeg4Video({ width: 1280, height: 720, seconds: 40 });
    const doomed = await server(dataDir);
    let headers = await signIn(doomed);
    const form = new FormData();
    form.set("context", "A long clip");
    form.set("media", new File([clip], "clip.mp4"));
    const created = await fetch(`${doomed.url}/api/content`, { method: "POST", headers, body: form });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };

    // Killed once the transcoding has told some progress, well before it ends.
    await waitFor(
      async () => (await get<PendingVideo[]>(doomed, headers, "/api/contents/processing"))[0]!.percent > 0,
      "the transcoding's progress",
      120_000,
    );
    const midway = (await get<PendingVideo[]>(doomed, headers, "/api/contents/processing"))[0]!;
    expect(midway).toMatchObject({ ID: id, state: "processing" });
    expect(midway.percent).toBeLessThan(90);
    const stopping = performance.now();
    await doomed.kill(signal);
    // A stopping server does not wait for the transcoding: its ffmpeg is killed, the video left for the next.
    if (signal === "SIGTERM") expect(performance.now() - stopping).toBeLessThan(10_000);
    // Its ffmpeg did not go on alone (it dies with the process that started it).
    await waitFor(() => transcodersOf(dataDir!).length === 0, "the killed server's ffmpeg to end", 5_000);

    const restarted = await server(dataDir);
    headers = await signIn(restarted);
    await waitFor(
      async () => (await get<PendingVideo[]>(restarted, headers, "/api/contents/processing")).length === 0,
      "the transcoding to finish after the restart",
      240_000,
    );
    const item = await get<FeedItem>(restarted, headers, `/api/contents/item/${id}`);
    expect(item.media_video).toMatchObject({ width: 1280, height: 720, heights: [360, 720] });
    const video = await fetch(restarted.url + item.MediaID!, { headers });
    const described = await describeVideo(new Uint8Array(await video.arrayBuffer()));
    expect(described.streams[0]).toEqual({ codec: "h264", width: 1280, height: 720 });
    expect(described.duration).toBeCloseTo(40, 0);
    // In the feed, published by the restarted server, which took the reactor's lease over.
    const global = await get<FeedItem[]>(restarted, headers, "/api/contents/global");
    expect(global.filter((post) => post.ID === id)).toHaveLength(1);
    expect(
      restarted.logs().some((line) => line.message === "reactor lease taken" && line.reactor === "post-videos"),
    ).toBe(true);
  });
}
