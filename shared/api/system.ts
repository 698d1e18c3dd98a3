import type { SignedInUser } from "./auth.ts";

/** What the shell of every page needs: who is signed in, and the public settings. */
export interface Shell {
  user: SignedInUser | null;
  pitchDeckUrl: string;
  googleClientId: string | null;
  supportEmail: string;
}

/** The server's release. */
export interface Version {
  version: string;
}
