import type { ChannelEvent, listen } from "./channel.ts";

/**
 * `listen`, with the channel's code fetched on the first call instead of with the page: for a screen whose
 * live updates start once it shows (an effect), so its first load does not carry the channel. Stopping
 * before the code has come listens to nothing.
 */
export function listenLater<E extends ChannelEvent>(event: E, listener: Parameters<typeof listen<E>>[1]): () => void {
  let stopped = false;
  let stop = () => {};
  void import("./channel.ts").then((channel) => {
    if (!stopped) stop = channel.listen(event, listener);
  });
  return () => {
    stopped = true;
    stop();
  };
}
