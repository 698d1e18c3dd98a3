import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * Building a scene in steps, so the page stays responsive while a zone loads: the first frame shows what is
 * not deferred (sky, ground, walls, lights), then each deferred part (a merged set of shapes, a field of
 * instances, a `<Later>`) is built in its own step, one after each drawn frame, when the browser is idle.
 * Each step's work (its geometry, then its shaders at the next frame) is then a task of its own instead of
 * one long freeze. Without a `<BuildSteps>` around them (a headless build, a test), parts build at once.
 */
class BuildQueue {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  /** Queues a part's release; returns the way to leave the queue (the part went first). */
  enqueue(release: () => void): () => void {
    this.waiting.push(release);
    this.schedule();
    return () => {
      const at = this.waiting.indexOf(release);
      if (at >= 0) this.waiting.splice(at, 1);
    };
  }

  private schedule() {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // After the next frame is drawn (the last step's shaders compiled with it), in the idle time that follows.
    requestAnimationFrame(() =>
      whenIdle(() => {
        this.scheduled = false;
        this.waiting.shift()?.();
        this.schedule();
      }),
    );
  }
}

/** requestIdleCallback, but never more than 100 ms away (Safari has none: a task of its own then). */
function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 100 });
  else setTimeout(run, 0);
}

const BuildQueueContext = createContext<BuildQueue | null>(null);

/** Builds the deferred parts inside it one step at a time (put it inside the <Canvas>, around the scene). */
export function BuildSteps({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new BuildQueue());
  return <BuildQueueContext.Provider value={queue}>{children}</BuildQueueContext.Provider>;
}

/** True once this part's step has come (at once without a `<BuildSteps>`). */
export function useBuildStep(): boolean {
  const queue = useContext(BuildQueueContext);
  const [ready, setReady] = useState(queue === null);
  useEffect(() => {
    if (ready || !queue) return;
    return queue.enqueue(() => setReady(true));
  }, [queue, ready]);
  return ready;
}

/** Its children are built in a step of their own, after what comes before them. */
export function Later({ children }: { children: ReactNode }) {
  return useBuildStep() ? children : null;
}
