import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { answer, handler, schemaOf } from "./handler.ts";
import { validate } from "./validate.ts";
import { clientAddress } from "./address.ts";
import { requireBearerUser } from "./authenticate.ts";
import { Credential, presentedRefreshToken, sessionClient, signedIn } from "./sessions.ts";
import * as auth from "../../shared/api/auth.ts";
import { NewPassword } from "../auth/passwords.ts";
import { DisplayName, Email, Username } from "../auth/fields.ts";
import { register } from "../commands/auth/register.ts";
import { verifyRegistration } from "../commands/auth/verify.ts";
import { login } from "../commands/auth/login.ts";
import { googleSignIn } from "../commands/auth/google.ts";
import { requestPasswordReset, resetPassword } from "../commands/auth/reset.ts";
import { changePassword } from "../commands/auth/password.ts";
import { takingAtLeast } from "./even-time.ts";

/**
 * "Forgot password" answers no sooner than this after the request came, whether or not the account exists:
 * a known account's request records a link, which took measurably longer (src/commands/auth/reset.ts).
 */
const FORGOT_ANSWER_FLOOR_MS = 50;

export const RegisterBody = z.object({
  name: DisplayName,
  username: Username,
  email: Email,
  password: NewPassword,
});

export const VerifyBody = z.object({
  email: Email,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code has 6 digits."),
});
export const LoginBody = z.object({
  emailOrUsername: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export const GoogleBody = z.object({ code: z.string().min(1).max(8192) });
export const ForgotBody = z.object({ emailOrUsername: z.string().trim().min(1).max(254) });
export const ResetBody = z.object({ token: Credential, password: NewPassword });
export const PasswordBody = z.object({ currentPassword: z.string().min(1).max(1024), newPassword: NewPassword });

/** Sign-up and the password reset: calls about credentials that set no cookie. */
export const authHandlers = [
  handler(auth.register, { body: RegisterBody }, async ({ body }, { ctx, address }) => {
    await register(ctx, body, address);
    return { message: "We have sent a sign-up code to your e-mail. It is valid for ten minutes." };
  }),
  handler(auth.forgotPassword, { body: ForgotBody }, async ({ body }, { ctx, address }) => {
    await takingAtLeast(FORGOT_ANSWER_FLOOR_MS, () => requestPasswordReset(ctx, body.emailOrUsername, address));
    return { message: "If an account matches, a password reset link has been sent to its e-mail." };
  }),
  handler(auth.resetPassword, { body: ResetBody }, async ({ body }, { ctx }) => {
    await resetPassword(ctx, body);
    return { message: "Your password has been reset. Please sign in with the new one." };
  }),
];

/**
 * The three ways of signing in, which answer with the session cookie, and the password change, which keeps
 * the session its cookie names: hand-written routes, since a handler sees no cookies.
 */
export function authRoutes() {
  return new Hono<AppEnv>()
    .on(auth.verify.method, auth.verify.path, validate("json", schemaOf(auth.verify, "body", VerifyBody)), async (c) =>
      signedIn(c, await verifyRegistration(c.get("ctx"), c.req.valid("json"), clientAddress(c), sessionClient(c))),
    )
    .on(auth.login.method, auth.login.path, validate("json", schemaOf(auth.login, "body", LoginBody)), async (c) =>
      signedIn(c, await login(c.get("ctx"), c.req.valid("json"), clientAddress(c), sessionClient(c))),
    )
    .on(
      auth.googleSignIn.method,
      auth.googleSignIn.path,
      validate("json", schemaOf(auth.googleSignIn, "body", GoogleBody)),
      async (c) =>
        signedIn(c, await googleSignIn(c.get("ctx"), c.req.valid("json").code, clientAddress(c), sessionClient(c))),
    )
    .on(
      auth.changePassword.method,
      auth.changePassword.path,
      requireBearerUser,
      validate("json", schemaOf(auth.changePassword, "body", PasswordBody)),
      async (c) => {
        const refreshToken = presentedRefreshToken(c, undefined, false);
        await changePassword(c.get("ctx"), c.get("actor")!, { ...c.req.valid("json"), refreshToken }, clientAddress(c));
        return answer(c, auth.changePassword, {
          message: "Your password has been changed. Other sessions have been signed out.",
        });
      },
    );
}
