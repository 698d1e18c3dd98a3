import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { validate } from "./validate.ts";
import { AppError } from "../../shared/errors.ts";
import { NewPassword } from "../auth/passwords.ts";
import { DisplayName, Email, Username } from "../auth/fields.ts";
import { clientAddress } from "./address.ts";
import { clearSessionCookie, isSameOrigin, sessionCookie, setSessionCookie } from "./session-cookie.ts";
import { register } from "../commands/auth/register.ts";
import { verifyRegistration } from "../commands/auth/verify.ts";
import { login } from "../commands/auth/login.ts";
import { googleSignIn } from "../commands/auth/google.ts";
import { requestPasswordReset, resetPassword } from "../commands/auth/reset.ts";
import { endSession, refreshSession, type SignedIn } from "../commands/sessions.ts";
import { changePassword } from "../commands/auth/password.ts";
import { requireBearerUser } from "./authenticate.ts";
import { signedInUser } from "../reads/users.ts";

const Credential = z.string().min(1).max(200);

export const RegisterBody = z.object({
  name: DisplayName,
  username: Username,
  email: Email,
  password: NewPassword,
});

export const VerifyBody = z.object({ email: Email, otp: z.string().trim().regex(/^\d{6}$/, "The code has 6 digits.") });
export const LoginBody = z.object({ emailOrUsername: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) });
export const GoogleBody = z.object({ code: z.string().min(1).max(8192) });
export const ForgotBody = z.object({ emailOrUsername: z.string().trim().min(1).max(254) });
export const ResetBody = z.object({ token: Credential, password: NewPassword });
export const RefreshBody = z.object({ refreshToken: Credential.optional() });
export const PasswordBody = z.object({ currentPassword: z.string().min(1).max(1024), newPassword: NewPassword });

/** Answers a sign-in: the API's `{user, token, refresh}`, and the refresh token again in the session cookie. */
function signedIn(c: Context<AppEnv>, result: SignedIn) {
  setSessionCookie(c, result.refresh, result.refreshExpiresAt);
  return c.json({ user: signedInUser(result.actor), token: result.token, refresh: result.refresh });
}

/**
 * The refresh token a call presents: in the body, in the Refresh-Token header, or in the session cookie.
 * The cookie counts only on requests from our own pages; `refuseCrossSite` makes a cross-site one an error.
 */
function presentedRefreshToken(c: Context<AppEnv>, fromBody: string | undefined, refuseCrossSite: boolean) {
  const explicit = fromBody ?? c.req.header("refresh-token");
  if (explicit) return explicit;
  const cookie = sessionCookie(c);
  if (!cookie) return undefined;
  if (isSameOrigin(c)) return cookie;
  if (refuseCrossSite) throw AppError.forbidden("This request must come from the site itself.", "cross_site");
  return undefined;
}

/** POST /api/auth/*: sign-up, sign-in (password, code, Google), password reset and the session's tokens. */
export function authRoutes() {
  return new Hono<AppEnv>()
    .post("/register", validate("json", RegisterBody), async (c) => {
      await register(c.var.ctx, c.req.valid("json"), clientAddress(c));
      return c.json({ message: "We have sent a sign-up code to your e-mail. It is valid for ten minutes." });
    })
    .post("/verify", validate("json", VerifyBody), async (c) =>
      signedIn(c, await verifyRegistration(c.var.ctx, c.req.valid("json"), clientAddress(c))),
    )
    .post("/login", validate("json", LoginBody), async (c) =>
      signedIn(c, await login(c.var.ctx, c.req.valid("json"), clientAddress(c))),
    )
    .post("/oauth/google", validate("json", GoogleBody), async (c) =>
      signedIn(c, await googleSignIn(c.var.ctx, c.req.valid("json").code, clientAddress(c))),
    )
    .post("/forgot", validate("json", ForgotBody), async (c) => {
      await requestPasswordReset(c.var.ctx, c.req.valid("json").emailOrUsername, clientAddress(c));
      return c.json({ message: "If an account matches, a password reset link has been sent to its e-mail." });
    })
    .post("/reset", validate("json", ResetBody), async (c) => {
      await resetPassword(c.var.ctx, c.req.valid("json"));
      return c.json({ message: "Your password has been reset. Please sign in with the new one." });
    })
    .post("/refresh", validate("json", RefreshBody), async (c) => {
      const token = presentedRefreshToken(c, c.req.valid("json").refreshToken, true);
      if (!token) throw AppError.unauthorized("Your session has ended. Please sign in again.", "session_ended");
      try {
        const refreshed = await refreshSession(c.var.ctx, token);
        setSessionCookie(c, refreshed.refreshToken, refreshed.refreshExpiresAt);
        return c.json({ accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken });
      } catch (error) {
        // A dead session's cookie is of no further use to the browser.
        if (error instanceof AppError && error.status === 401) clearSessionCookie(c);
        throw error;
      }
    })
    .post("/password", requireBearerUser, validate("json", PasswordBody), async (c) => {
      const refreshToken = presentedRefreshToken(c, undefined, false);
      await changePassword(c.var.ctx, c.var.actor!, { ...c.req.valid("json"), refreshToken }, clientAddress(c));
      return c.json({ message: "Your password has been changed. Other sessions have been signed out." });
    })
    .post("/logout", validate("json", RefreshBody), async (c) => {
      const token = presentedRefreshToken(c, c.req.valid("json").refreshToken, false);
      if (token) await endSession(c.var.ctx, token);
      clearSessionCookie(c);
      return c.body(null, 204);
    });
}
