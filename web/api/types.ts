/** What the browser knows of the signed-in person. */
export interface SessionUser {
  id: number;
  name: string;
  username: string;
  email: string;
  is_admin: boolean;
}

/** Public settings every page needs, and who is signed in. */
export interface Session {
  user: SessionUser | null;
  pitchDeckUrl: string;
  googleClientId: string | null;
  supportEmail: string;
}

/**
 * What route loaders may ask for. On the server it is plain function calls into the projections, made as
 * the session cookie's user; in the browser it is fetch to /api. Every answer is plain JSON.
 */
export interface Api {
  session(): Promise<Session>;
}
