import type { PublicEndpoint } from "./endpoint.ts";
import type { SignedInUser } from "./auth.ts";

/** What the shell of every page needs: who is signed in, and the public settings. */
export interface Shell {
  user: SignedInUser | null;
  /** The signed-in person's profile picture (the navigation shows it), or null for none. */
  picture: string | null;
  /** The signed-in person wants content warnings expanded and sensitive media unblurred (Settings); false for a visitor. */
  alwaysShowSensitive: boolean;
  pitchDeckUrl: string;
  googleClientId: string | null;
  supportEmail: string;
}

/** The server's release. */
export interface Version {
  version: string;
}

/** Who is signed in and the public settings: the root route loads it for every page. */
export const shell: PublicEndpoint<{ answer: Shell }> = { method: "GET", path: "/api/shell", access: "public" };

/** The server's release (the seed's path). */
export const version: PublicEndpoint<{ answer: Version }> = { method: "GET", path: "/api/fetch", access: "public" };
