import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { blocks } from "./blocks.schema.ts";
import { users } from "./users.schema.ts";
import { profiles } from "./profiles.schema.ts";

/** A person in the Settings list (the shape of profiles.queries' PersonRow, which imports this module). */
interface ChosenPerson {
  id: number;
  username: string;
  name: string;
  picture: string | null;
}

/** How one member stands with another, seen from `me`. */
export interface BlockState {
  /** I blocked them. */
  blocked: boolean;
  /** They blocked me. */
  blockedBy: boolean;
  /** I muted them. */
  muted: boolean;
}

/** How `me` stands with `other`: both directions in one range of each index. */
export async function blockStateOf(db: Reader, me: number, other: number): Promise<BlockState> {
  const rows = await db
    .select({ userId: blocks.userId, kind: blocks.kind })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.userId, me), eq(blocks.otherId, other)),
        and(eq(blocks.userId, other), eq(blocks.otherId, me), eq(blocks.kind, "block")),
      ),
    );
  const mine = (kind: "block" | "mute") => rows.some((r) => r.userId === me && r.kind === kind);
  return { blocked: mine("block"), blockedBy: rows.some((r) => r.userId === other), muted: mine("mute") };
}

/** Whether either of the two blocked the other: what closes every channel between them. */
export async function blockedEitherWay(db: Reader, a: number, b: number): Promise<boolean> {
  const state = await blockStateOf(db, a, b);
  return state.blocked || state.blockedBy;
}

/**
 * For a query's rows, "the person in `person` and the viewer have not blocked each other": one NOT EXISTS
 * over the two indexes, so a page costs the same number of queries whatever the number of blocks.
 */
export function notBlockedWith(viewerId: number, person: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${blocks} where
    (${blocks.userId} = ${viewerId} and ${blocks.otherId} = ${person} and ${blocks.kind} = 'block')
    or (${blocks.userId} = ${person} and ${blocks.otherId} = ${viewerId} and ${blocks.kind} = 'block'))`;
}

/** As `notBlockedWith`, and not muted by the viewer either: what feeds show. */
export function shownInFeedsOf(viewerId: number, author: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${blocks} where
    (${blocks.userId} = ${viewerId} and ${blocks.otherId} = ${author})
    or (${blocks.userId} = ${author} and ${blocks.otherId} = ${viewerId} and ${blocks.kind} = 'block'))`;
}

/**
 * Everyone `viewerId` should not see in feeds: whom they blocked or muted and who blocked them. Small (a
 * person's own choices), read once per page so that the shared in-memory feeds can be filtered per reader.
 */
export async function hiddenFromFeedsOf(db: Reader, viewerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: blocks.userId, otherId: blocks.otherId })
    .from(blocks)
    .where(or(eq(blocks.userId, viewerId), and(eq(blocks.otherId, viewerId), eq(blocks.kind, "block"))));
  return new Set(rows.map((r) => (r.userId === viewerId ? r.otherId : r.userId)));
}

/** Everyone `viewerId` blocked or was blocked by: whose presence they must not be told of. */
export async function blockedWithOf(db: Reader, viewerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: blocks.userId, otherId: blocks.otherId })
    .from(blocks)
    .where(and(or(eq(blocks.userId, viewerId), eq(blocks.otherId, viewerId)), eq(blocks.kind, "block")));
  return new Set(rows.map((r) => (r.userId === viewerId ? r.otherId : r.userId)));
}

/** The people `userId` blocked or muted (`kind`), by username: the Settings list. */
export async function chosenBy(db: Reader, userId: number, kind: "block" | "mute"): Promise<ChosenPerson[]> {
  return db
    .select({ id: users.id, username: users.username, name: users.name, picture: profiles.pictureUrl })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.otherId))
    .leftJoin(profiles, eq(profiles.userId, blocks.otherId))
    .where(and(eq(blocks.userId, userId), eq(blocks.kind, kind)))
    .orderBy(asc(users.username))
    .limit(1000);
}
