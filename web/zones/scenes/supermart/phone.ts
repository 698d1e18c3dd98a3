import type { Placement } from "../../parts/Instanced.tsx";

/** Products closer than this (centre to centre, metres) stand side by side on one shelf. */
const NEIGHBOURS = 0.3;

/**
 * The shelves at phone quality: up to `size` neighbouring products drawn as one as wide as they were, so the
 * shelves look as full with a fraction of the instances (and of the triangles).
 */
export function groupedProducts(placements: readonly Placement[], size: number): Placement[] {
  const grouped: Placement[] = [];
  for (let i = 0; i < placements.length; ) {
    let group = placements[i]!;
    let taken = 1;
    for (; taken < size && i + taken < placements.length; taken++) {
      const joined = join(group, placements[i + taken]!, taken);
      if (!joined) break;
      group = joined;
    }
    grouped.push(group);
    i += taken;
  }
  return grouped;
}

/** A group of `count` products (centred at `group`) and the next one, if it stands beside the group's last. */
function join(group: Placement, next: Placement, count: number): Placement | null {
  const [gx, gy, gz] = group.position;
  const [nx, ny, nz] = next.position;
  const [sx, sy, sz] =
    typeof group.scale === "number" ? [group.scale, group.scale, group.scale] : (group.scale ?? [1, 1, 1]);
  // The group's last product stood one step before `next`: the step is the gap from the centre, over half the group.
  const dx = Math.abs(nx - gx) / (count / 2 + 0.5);
  const dz = Math.abs(nz - gz) / (count / 2 + 0.5);
  if (ny !== gy || Math.hypot(dx, dz) > NEIGHBOURS) return null;
  return {
    ...group,
    position: [(gx * count + nx) / (count + 1), gy, (gz * count + nz) / (count + 1)],
    scale: dx > dz ? [sx + dx, sy, sz] : [sx, sy, sz + dz],
  };
}

/** Every other item: a thinner heap of fruit. */
export function everyOther<T>(items: readonly T[]): T[] {
  return items.filter((_, i) => i % 2 === 0);
}
