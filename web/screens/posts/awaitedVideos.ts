import type { PendingVideo } from "../../../shared/api/posts.ts";

/**
 * The videos this tab waits for to become posts: posted here (Create New Content names the id its answer
 * gave) or seen processing in the list. Kept for the tab, not by one feed: the feed behind /add and the home
 * page's both ask, and a short video can be ready before either asks, which its author must still be told,
 * once, as when it was seen processing. Each is numbered in the order it came to be awaited, so that a list
 * asked before then (a poll still on its way as the post was sent) does not count it as ready.
 */
const awaited = new Map<number, number>();
let counted = 0;

export function awaitVideo(id: number): void {
  if (!awaited.has(id)) awaited.set(id, ++counted);
}

/** Taken just before asking for the list: what that list can tell of. */
export function askingNow(): number {
  return counted;
}

/**
 * What the list `now` (asked at `asked`) settles of the awaited videos: whether one became a post (it left
 * the list) and which failed. Each is told once; what is still processing is awaited from then on.
 */
export function settledVideos(now: PendingVideo[], asked: number): { ready: boolean; failed: PendingVideo[] } {
  const listed = new Map(now.map((video) => [video.ID, video]));
  let ready = false;
  const failed: PendingVideo[] = [];
  for (const [id, since] of awaited) {
    const video = listed.get(id);
    if (since > asked || video?.state === "processing") continue;
    awaited.delete(id);
    if (video) failed.push(video);
    else ready = true;
  }
  for (const video of now) if (video.state === "processing") awaitVideo(video.ID);
  return { ready, failed };
}
