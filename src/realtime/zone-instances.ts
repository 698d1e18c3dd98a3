/**
 * Instances of a zone (rooms, as Mozilla Hubs and WorkAdventure split a crowd): at most this many people share
 * one; the next opens another. Pure rules, so every process reaches the same answer from the same index.
 */
export const ZONE_INSTANCE_CAPACITY = 25;

/** Someone in an instance: when they were placed there (the placing process's clock, ms) and who they are. */
export interface Member {
  userId: number;
  instance: number;
  joinedAt: number;
}

/**
 * Where a newcomer goes: the fullest instance with room (crowds stay together; the lowest number among equals),
 * else the lowest number no one is in (instance 1 for the first person).
 */
export function instanceFor(members: Iterable<Member>, capacity = ZONE_INSTANCE_CAPACITY): number {
  const counts = headCounts(members);
  let best: number | undefined;
  for (const [instance, count] of counts) {
    if (count >= capacity) continue;
    const bestCount = best === undefined ? -1 : counts.get(best)!;
    if (count > bestCount || (count === bestCount && instance < best!)) best = instance;
  }
  if (best !== undefined) return best;
  let free = 1;
  while (counts.has(free)) free++;
  return free;
}

/**
 * Whether `member` is one too many in their instance: two processes placing people at once can both fill its
 * last place. Members rank by when they were placed, then by user id; those past the capacity are the
 * overflow, the same ones in every process once it has heard of both placements.
 */
export function overflows(members: Iterable<Member>, member: Member, capacity = ZONE_INSTANCE_CAPACITY): boolean {
  let ahead = 0;
  for (const other of members) {
    if (other.instance !== member.instance || other.userId === member.userId) continue;
    if (other.joinedAt < member.joinedAt || (other.joinedAt === member.joinedAt && other.userId < member.userId))
      ahead++;
  }
  return ahead >= capacity;
}

/**
 * Whether a person's known placement stands against another of theirs in another instance (two processes
 * placed them within a poll, their moves having gone to both): the later placed, then the lower instance,
 * whichever of the two a process heard first.
 */
export function supersedes(
  known: Pick<Member, "instance" | "joinedAt">,
  other: Pick<Member, "instance" | "joinedAt">,
): boolean {
  if (known.instance === other.instance) return false;
  return known.joinedAt > other.joinedAt || (known.joinedAt === other.joinedAt && known.instance < other.instance);
}

/** How many people each instance holds now. */
export function headCounts(members: Iterable<Member>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { instance } of members) counts.set(instance, (counts.get(instance) ?? 0) + 1);
  return counts;
}
