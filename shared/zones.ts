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
export function zonesMatching(query: string, zones: readonly ZoneDefinition[] = builtinZones): ZoneDefinition[] {
  const needle = query.trim().toLowerCase();
  return zones.filter((z) => z.name.toLowerCase().includes(needle));
}
