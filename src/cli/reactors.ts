import type { AppContext } from "../context.ts";
import { usageError, type CliCommand } from "./command.ts";
import { AppError } from "../../shared/errors.ts";
import type { Reactor } from "../reactors/runner/reactor.ts";
import { reactorStatuses, retryParked, type ReactorStatus } from "../reactors/runner/operator.ts";
import { parkedEvents } from "../reactors/runner/checkpoints.ts";

function reactorNamed(ctx: AppContext, name: string | undefined): Reactor {
  const reactor = ctx.reactors.reactors.find((r) => r.name === name);
  if (!reactor) {
    const names = ctx.reactors.reactors.map((r) => r.name).join(", ");
    throw AppError.notFound(`No reactor named "${name ?? ""}". There are: ${names}.`);
  }
  return reactor;
}

function leaseText(lease: ReactorStatus["lease"]): string {
  if (!lease) return "never run";
  const seconds = Math.round(Math.abs(lease.expiresInMs) / 1000);
  return lease.expiresInMs > 0
    ? `held by ${lease.holder} (${seconds}s left)`
    : `free (last held by ${lease.holder}, lapsed ${seconds}s ago)`;
}

/** `reactors`: each reactor's checkpoint, lag, lease holder and parked events. */
const listCommand: CliCommand = {
  name: "reactors",
  usage: "reactors",
  summary: "list each reactor's checkpoint, lag, lease and parked events",
  async run(ctx) {
    const { head, reactors } = await reactorStatuses(ctx.store, ctx.db, ctx.reactors.reactors);
    console.log(`log head ${head}`);
    for (const r of reactors) {
      const behind = r.lag === 0 ? "up to date" : `${r.lag} behind`;
      console.log(
        `${r.name} v${r.version}: checkpoint ${r.checkpoint ?? "none"}, ${behind}; lease ${leaseText(r.lease)}`,
      );
      if (r.parked.length === 0) console.log("  no parked events");
      for (const p of r.parked) {
        console.log(
          `  parked ${p.position} ${p.type} after ${p.attempts} attempt${p.attempts === 1 ? "" : "s"} at ${p.parkedAt}: ${p.error}`,
        );
      }
    }
  },
};

/** `reactors retry <reactor> <position>`: one parked event, once more. */
const retryCommand: CliCommand = {
  name: "reactors retry",
  usage: "reactors retry <reactor> <position>",
  summary: "deliver one parked event again",
  async run(ctx, [name, positionText]) {
    const reactor = reactorNamed(ctx, name);
    const position = Number(positionText);
    if (!Number.isSafeInteger(position) || position < 1) throw usageError(this.usage);
    const outcome = await retryParked(ctx.store, ctx.reactors.deps, reactor, position);
    if (!outcome) throw AppError.notFound(`No parked event ${position} for reactor ${reactor.name}.`);
    if (!outcome.delivered)
      throw new AppError(502, "reactor_failed", `${reactor.name} ${position}: failed again: ${outcome.error}`);
    console.log(`${reactor.name} ${position}: delivered`);
  },
};

/** `reactors retry-all <reactor>`: every parked event of a reactor, in the log's order. */
const retryAllCommand: CliCommand = {
  name: "reactors retry-all",
  usage: "reactors retry-all <reactor>",
  summary: "deliver every parked event of a reactor again",
  async run(ctx, [name]) {
    const reactor = reactorNamed(ctx, name);
    let failed = 0;
    for (const { position } of await parkedEvents(ctx.db, reactor.name)) {
      const outcome = await retryParked(ctx.store, ctx.reactors.deps, reactor, position);
      if (!outcome) continue;
      if (!outcome.delivered) failed++;
      console.log(`${reactor.name} ${position}: ${outcome.delivered ? "delivered" : `failed again: ${outcome.error}`}`);
    }
    if (failed > 0) throw new AppError(502, "reactor_failed", `${failed} still parked.`);
  },
};

export const reactorCommands: CliCommand[] = [listCommand, retryCommand, retryAllCommand];
