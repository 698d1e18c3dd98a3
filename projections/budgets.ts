import { eq, lt } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf, StoredEvent } from "../events/index.ts";
import { projection } from "../store/projection.ts";
import { LONGEST_WINDOW_MS, type BudgetKind } from "../shared/budgets.ts";
import { accountAges, accountWrites } from "./budgets.schema.ts";

const counted = [
  "PostCreated",
  "PostEdited",
  "PostRated",
  "ReplyAdded",
  "FriendRequested",
  "ProfileReactionGiven",
  "ChatStarted",
  "ChatMessageSent",
  "ChatMediaSent",
  "ProfileChanged",
  "ZoneCreated",
  "ZoneGuestInvited",
  "ZoneAccessRequested",
  "ContactMessageSent",
  "ReportFiled",
  "ZoneMessageSaid",
  "KeywordFilterAdded",
  "KeywordFilterChanged",
  "KeywordFilterRemoved",
] as const;
type Counted = StoredEvent<EventOf<(typeof counted)[number]>>;

/** The budgets an event spends, each as `<kind>:<user id>` (none for events recorded without their author). */
export function bucketsOf(event: Counted): string[] {
  const bucket = (kind: BudgetKind, userId: number | undefined) =>
    userId === undefined ? [] : [budgetBucket(kind, userId)];
  switch (event.type) {
    case "PostCreated":
      return [...bucket("post", event.data.author), ...(event.data.media ? bucket("media", event.data.author) : [])];
    case "PostEdited":
      return bucket("post-edit", event.data.author);
    case "PostRated":
      return bucket("rating", event.data.user);
    case "ReplyAdded":
      return bucket("reply", event.data.author);
    case "FriendRequested":
      return bucket("friend-request", event.data.from);
    case "ProfileReactionGiven":
      return bucket("profile-reaction", event.data.user);
    case "ChatStarted":
      return bucket("chat-start", event.data.by);
    case "ChatMessageSent":
      return bucket("chat-message", event.data.from);
    case "ChatMediaSent":
      return bucket("media", event.data.from);
    case "ProfileChanged":
      return event.data.picture ? bucket("media", event.data.userId) : [];
    case "ZoneCreated":
      return bucket("zone", event.data.owner);
    case "ZoneGuestInvited":
      return bucket("zone-guest", event.data.owner);
    case "ZoneAccessRequested":
      return bucket("zone-guest", event.data.userId);
    case "ContactMessageSent":
      return bucket("contact", event.data.userId);
    case "ReportFiled":
      return bucket("report", event.data.reporter);
    case "ZoneMessageSaid":
      return bucket("zone-talk", event.data.author);
    case "KeywordFilterAdded":
    case "KeywordFilterChanged":
    case "KeywordFilterRemoved":
      return bucket("filter", event.data.by);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Rows per insert: well within SQLite's bound on a statement's parameters. */
const CHUNK = 500;

export function budgetBucket(kind: BudgetKind, userId: number): string {
  return `${kind}:${userId}`;
}

/** What each account's writes spent of its budgets, and when each account was verified. */
export const budgetsProjection = projection({
  name: "budgets",
  version: 1,
  tables: [accountWrites, accountAges],
  on: [...counted, "UserVerified", "UserRegisteredWithGoogle", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "UserVerified":
      case "UserRegisteredWithGoogle":
        // The first verification starts the account's first hours; one taken back and given again does not.
        await tx.insert(accountAges).values({ userId: event.data.userId, verifiedAt: event.at }).onConflictDoNothing();
        return;
      case "UserDeleted":
        await tx.delete(accountAges).where(eq(accountAges.userId, event.data.userId));
        return;
      default:
        await count(tx, [event]);
    }
  },
  // Posts and ratings are most of a long log, taken in runs by the posts projection: one taken alone here
  // would end every run.
  batch: {
    on: ["PostCreated", "PostRated"],
    apply: (run, tx) => count(tx, run as Counted[]),
  },
});

/**
 * Counts the events' writes and drops those older than the longest window before the last of them. A run
 * leaves what its events one by one leave: only rows within a day of its last event survive either way.
 */
async function count(tx: Tx, events: Counted[]) {
  const last = events.at(-1);
  if (!last) return;
  const cutoff = new Date(Date.parse(last.at) - LONGEST_WINDOW_MS).toISOString();
  const rows = events
    .filter((e) => e.at >= cutoff)
    .flatMap((e) => bucketsOf(e).map((bucket) => ({ position: e.position, bucket, at: e.at })));
  await tx.delete(accountWrites).where(lt(accountWrites.at, cutoff));
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(accountWrites)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
}
