/**
 * The real server (src/server.ts) whose reactor named in `CRASH_REACTOR` kills the process with SIGKILL (no
 * cleanup, as a crash or a power cut would) just before or just after its first piece of work, as
 * `CRASH_MOMENT` says: a test then restarts the server and sees the work done exactly once.
 */
import { serveApp } from "../src/server.ts";
import { reactors } from "../src/reactors/index.ts";
import type { Reactor } from "../src/reactors/runner/reactor.ts";

const moment = process.env.CRASH_MOMENT as "before" | "after";
const crashing = process.env.CRASH_REACTOR;

function crashingAround(reactor: Reactor): Reactor {
  return {
    ...reactor,
    async react(event, deps) {
      if (moment === "before") process.kill(process.pid, "SIGKILL");
      const outcome = await reactor.react(event, deps);
      if (moment === "after") process.kill(process.pid, "SIGKILL");
      return outcome;
    },
  };
}

await serveApp({
  reactorCode: reactors.map((reactor) => (reactor.name === crashing ? crashingAround(reactor) : reactor)),
});
