import type { SignedInUser } from "../../shared/api/auth.ts";
import { requestAnonymous } from "./http.ts";

/** What login, code verification and Google sign-in answer. The refresh token also rides in an httpOnly cookie. */
export interface LoginAnswer {
  user: SignedInUser;
  token: string;
}

interface Message {
  message: string;
}

/** The browser's calls of API.md "Authentication". Each throws ApiError with the server's text. */
export const authApi = {
  register: (body: { name: string; username: string; email: string; password: string }) =>
    requestAnonymous<Message>("POST", "/auth/register", body),
  verify: (body: { email: string; otp: string }) => requestAnonymous<LoginAnswer>("POST", "/auth/verify", body),
  login: (body: { emailOrUsername: string; password: string }) => requestAnonymous<LoginAnswer>("POST", "/auth/login", body),
  google: (code: string) => requestAnonymous<LoginAnswer>("POST", "/auth/oauth/google", { code }),
  forgot: (emailOrUsername: string) => requestAnonymous<Message>("POST", "/auth/forgot", { emailOrUsername }),
  reset: (body: { token: string; password: string }) => requestAnonymous<Message>("POST", "/auth/reset", body),
  /** Revokes the refresh token the cookie carries (no token in the body: scripts never hold it) and clears the cookie. */
  logout: () => requestAnonymous<null>("POST", "/auth/logout", {}),
};
