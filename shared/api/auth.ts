import type { PublicEndpoint, UserEndpoint, Message } from "./endpoint.ts";

/** The signed-in person as the API shows them to themselves (API.md "Authentication"). */
export interface SignedInUser {
  id: number;
  name: string;
  username: string;
  email: string;
  is_admin: boolean;
}

/**
 * What login, code verification and Google sign-in answer. The refresh token rides in an httpOnly cookie;
 * `refresh` carries it too for API clients only: a browser's request (src/http/sessions.ts `fromBrowser`)
 * gets none, so no script on the page ever reads it.
 */
export interface SignInAnswer {
  user: SignedInUser;
  token: string;
  refresh?: string;
}

export interface Registration {
  name: string;
  username: string;
  email: string;
  password: string;
}

/** Sign-up: a 6-digit code goes to the e-mail. */
export const register: PublicEndpoint<{ body: Registration; answer: Message }> = {
  method: "POST",
  path: "/api/auth/register",
  access: "public",
  anonymous: true,
};

/** The sign-up code: the right one verifies the account and signs it in. */
export const verify: PublicEndpoint<{ body: { email: string; otp: string }; answer: SignInAnswer }> = {
  method: "POST",
  path: "/api/auth/verify",
  access: "public",
  anonymous: true,
};

export const login: PublicEndpoint<{ body: { emailOrUsername: string; password: string }; answer: SignInAnswer }> = {
  method: "POST",
  path: "/api/auth/login",
  access: "public",
  anonymous: true,
};

/** `code` is the ID token Google's button hands back. */
export const googleSignIn: PublicEndpoint<{ body: { code: string }; answer: SignInAnswer }> = {
  method: "POST",
  path: "/api/auth/oauth/google",
  access: "public",
  anonymous: true,
};

/** Mails a reset link when an account matches; the answer is the same either way. */
export const forgotPassword: PublicEndpoint<{ body: { emailOrUsername: string }; answer: Message }> = {
  method: "POST",
  path: "/api/auth/forgot",
  access: "public",
  anonymous: true,
};

export const resetPassword: PublicEndpoint<{ body: { token: string; password: string }; answer: Message }> = {
  method: "POST",
  path: "/api/auth/reset",
  access: "public",
  anonymous: true,
};

/** From /settings: needs the current password; every other session ends. */
export const changePassword: UserEndpoint<{ body: { currentPassword: string; newPassword: string }; answer: Message }> =
  {
    method: "POST",
    path: "/api/auth/password",
    access: "user",
  };
