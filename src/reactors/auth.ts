import { passwordResetToken, registrationCode } from "../auth/mailed-secrets.ts";
import { defineReactor } from "./runner/reactor.ts";
import { passwordResetMail, registrationCodeMail } from "./auth.mails.ts";

/**
 * Mails the sign-up code and the password-reset link. Both are derived again from the id the event records
 * (src/auth/mailed-secrets.ts), so they never sit in the log; the mail's key comes from the event's position,
 * so a repeated delivery rewrites the same outbox file and keeps the same Message-ID.
 */
export const authReactor = defineReactor({
  name: "auth",
  version: 1,
  on: ["RegistrationCodeIssued", "PasswordResetRequested"],
  async react(event, { config, mailer, key }) {
    switch (event.type) {
      case "RegistrationCodeIssued": {
        const code = registrationCode(config.jwtSecret, event.data.codeId);
        return mailer.send(registrationCodeMail(key, event.data.email, code));
      }
      case "PasswordResetRequested": {
        const token = passwordResetToken(config.jwtSecret, event.data.tokenId);
        return mailer.send(passwordResetMail(key, event.data.email, `${config.publicUrl}/login?reset=${token}`));
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
