import { whenReconnected } from "./connection.ts";
import { isNetworkFailure } from "./networkFailure.ts";

export interface Delivery {
  /** The call first failed on the network: it waits to be sent again when the server can be reached. Called once. */
  onWaiting?: () => void;
  /** Gives up waiting (a newer change replaced this one, say): the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Sends a change someone made (a rating, a friend action) so that it is never silently lost: sent at once;
 * when it fails on the network (never an HTTP refusal), `onWaiting` says so and it goes again each time the
 * server is reachable once more, until it is answered. The answer, or the server's refusal as thrown, is the
 * caller's to show: a refusal means giving the change back.
 */
export async function sendWhenReachable<T>(send: () => Promise<T>, { onWaiting, signal }: Delivery = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    try {
      return await send();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
    if (attempt === 0) onWaiting?.();
    await reconnected(signal);
  }
}

function reconnected(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = whenReconnected(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    });
    function abort() {
      stop();
      reject(signal!.reason);
    }
    signal?.addEventListener("abort", abort, { once: true });
  });
}
