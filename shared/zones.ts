/** What the product calls its themed 3D places, as a title (the zones sidebar, search). */
export const zonesTitle = "Virtual Zones";

export interface ZoneDefinition {
  /** Shown to people. */
  name: string;
  /** The last part of its address: /zones/<slug>. */
  slug: string;
  path: string;
}

/**
 * The built-in zones, in the specification's order: the nine with their own scene first, then the five
 * the zone sidebar also links to. One list for the sidebar, search and the zone screens.
 */
export const builtinZones: readonly ZoneDefinition[] = [
  zone("Library", "library"),
  zone("Desert", "desert"),
  zone("Supermart", "supermart"),
  zone("Castle", "castle"),
  zone("Coffee", "coffee"),
  zone("Crocodile", "crocodile"),
  zone("Avatar", "avatar"),
  zone("Children Park", "children-park"),
  zone("Explorer", "explorer"),
  zone("Children Party", "children-party"),
  zone("Extra Terrestrial", "extra-terrestrial"),
  zone("Haunted Factory", "haunted-factory"),
  zone("Mermaid", "mermaid"),
  zone("Mutant", "mutant"),
];

function zone(name: string, slug: string): ZoneDefinition {
  return { name, slug, path: `/zones/${slug}` };
}

/** The zones whose name contains `query`, ignoring case (the sidebar's "Search zones..." box). */
export function zonesMatching<Z extends { name: string } = ZoneDefinition>(
  query: string,
  zones: readonly Z[] = builtinZones as unknown as readonly Z[],
): Z[] {
  const needle = query.trim().toLowerCase();
  return zones.filter((z) => z.name.toLowerCase().includes(needle));
}

/** The built-in zone with this slug, if it is one. */
export function builtinZone(slug: string): ZoneDefinition | undefined {
  return builtinZones.find((z) => z.slug === slug);
}

/** The text the create-zone form shows, and the server answers, when the zone, mode or avatar is missing. */
export const zoneOptionsRequired = "Please select all required options.";

/** How long the create-zone form's simulated progress lasts (specification, section 9). */
export const ZONE_CREATION_MS = 3000;

export type ZoneModeName = "public" | "private" | "protected";

/** How someone stands with a private or protected zone besides its owner (no row: none of these). */
export type ZoneGuestStatus = "invited" | "requested" | "approved" | "refused";

/** What decides whether someone other than the owner enters: their guest row, and whether they are the owner's friend. */
export interface ZoneStanding {
  guest?: ZoneGuestStatus | null;
  friendOfOwner: boolean;
}

/**
 * Whether `userId` may enter a created zone. Public: anyone signed in. Private: the owner and the people
 * they invited. Protected: the owner and the people they approved. Auto-access lets the owner's friends in
 * to a private or protected zone without an invitation or a request, unless the owner refused them.
 */
export function mayEnter(
  zone: { mode: ZoneModeName; owner: number; autoAccess: boolean },
  userId: number,
  standing: ZoneStanding,
): boolean {
  if (zone.mode === "public" || zone.owner === userId) return true;
  if (standing.guest === "refused") return false;
  if (zone.autoAccess && standing.friendOfOwner) return true;
  return standing.guest === (zone.mode === "private" ? "invited" : "approved");
}

/**
 * A created zone's slug: its name in lower-case words joined by "-", then its id, so it is unique and never
 * one of the built-in slugs (none of which ends in a number).
 */
export function createdZoneSlug(name: string, zoneId: number): string {
  const words = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return words ? `${words}-${zoneId}` : `zone-${zoneId}`;
}
