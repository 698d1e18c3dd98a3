import { and, eq, or } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import { projection } from "../store/projection.ts";
import { blocks } from "./blocks.schema.ts";

/** The blocks and mutes between members. */
export const blocksProjection = projection({
  name: "blocks",
  version: 1,
  tables: [blocks],
  on: ["MemberBlocked", "MemberUnblocked", "MemberMuted", "MemberUnmuted", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "MemberBlocked":
        return add(tx, event.data.by, event.data.other, "block", event.at);
      case "MemberMuted":
        return add(tx, event.data.by, event.data.other, "mute", event.at);
      case "MemberUnblocked":
        return remove(tx, event.data.by, event.data.other, "block");
      case "MemberUnmuted":
        return remove(tx, event.data.by, event.data.other, "mute");
      case "UserDeleted":
        // A deleted account leaves every list, its own and others'.
        await tx.delete(blocks).where(or(eq(blocks.userId, event.data.userId), eq(blocks.otherId, event.data.userId)));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

async function add(tx: Tx, by: number, other: number, kind: "block" | "mute", at: string) {
  await tx.insert(blocks).values({ userId: by, otherId: other, kind, since: at }).onConflictDoNothing();
}

async function remove(tx: Tx, by: number, other: number, kind: "block" | "mute") {
  await tx.delete(blocks).where(and(eq(blocks.userId, by), eq(blocks.otherId, other), eq(blocks.kind, kind)));
}
