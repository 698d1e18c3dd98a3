/**
 * Tests only, inert unless `REACTORS_TEST_KILL` is set: `before:<reactor>` or `after:<reactor>` makes the
 * process kill itself (SIGKILL: no cleanup, as a crash or a power cut would) just before or just after that
 * reactor's first piece of work, so a test can restart it and see the work done exactly once.
 */
export function killHereForTest(moment: "before" | "after", reactor: string): void {
  if (process.env.REACTORS_TEST_KILL === `${moment}:${reactor}`) process.kill(process.pid, "SIGKILL");
}
