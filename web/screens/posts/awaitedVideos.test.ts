import { describe, expect, test } from "bun:test";
import type { PendingVideo } from "../../../shared/api/posts.ts";
import { askingNow, awaitVideo, settledVideos } from "./awaitedVideos.ts";

// The module keeps the tab's videos: each test has ids of its own.
const processing = (ID: number, percent = 0): PendingVideo => ({
  ID,
  state: "processing",
  percent,
  reason: null,
  uploaded_at: "2026-11-28T08:00:00.000Z",
});
const failed = (ID: number): PendingVideo => ({ ...processing(ID), state: "failed", reason: "It is damaged." });

describe("videos awaited by the tab", () => {
  test("a video posted here and ready before the first list is told ready, once", () => {
    awaitVideo(101);
    const asked = askingNow();
    expect(settledVideos([], asked)).toEqual({ ready: true, failed: [] });
    expect(settledVideos([], askingNow())).toEqual({ ready: false, failed: [] });
  });

  test("a list asked before the video was posted does not count it as ready", () => {
    const asked = askingNow();
    awaitVideo(102);
    expect(settledVideos([], asked)).toEqual({ ready: false, failed: [] });
    expect(settledVideos([processing(102, 40)], askingNow())).toEqual({ ready: false, failed: [] });
    expect(settledVideos([], askingNow())).toEqual({ ready: true, failed: [] });
  });

  test("a video seen processing, never posted here, is told when it leaves the list", () => {
    expect(settledVideos([processing(103)], askingNow())).toEqual({ ready: false, failed: [] });
    expect(settledVideos([], askingNow())).toEqual({ ready: true, failed: [] });
  });

  test("a failed video is told once, with its reason, and one that was failed already is not told", () => {
    awaitVideo(104);
    const first = settledVideos([failed(104), failed(99)], askingNow());
    expect(first).toEqual({ ready: false, failed: [failed(104)] });
    expect(settledVideos([failed(104), failed(99)], askingNow())).toEqual({ ready: false, failed: [] });
  });
});
