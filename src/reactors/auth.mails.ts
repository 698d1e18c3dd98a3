import type { Mail } from "../mail/index.ts";

// Lines stay under 76 characters so the mails go out as plain text, not quoted-printable.

/**
 * The sign-up code mail. Nothing the person typed goes into it, so the code stays the only 6-digit number
 * in its text (the browser tests and mail filters rely on that).
 */
export function registrationCodeMail(key: string, to: string, code: string): Mail {
  return {
    key,
    to,
    subject: "Your Virtual Worlds sign-up code",
    text: [
      "Welcome to Virtual Worlds!",
      "",
      `Your sign-up code is: ${code}`,
      "",
      "Enter it on the sign-up page to finish creating your account.",
      "It is valid for ten minutes.",
      "",
      "If you did not sign up, you can ignore this mail.",
      "",
    ].join("\n"),
  };
}

export function passwordResetMail(key: string, to: string, link: string): Mail {
  return {
    key,
    to,
    subject: "Reset your Virtual Worlds password",
    text: [
      "Someone asked to reset the password of your Virtual Worlds account.",
      "",
      "To choose a new password, open this link within 30 minutes:",
      "",
      link,
      "",
      "The link works once. If you did not ask for it, you can ignore this",
      "mail: your password stays as it is.",
      "",
    ].join("\n"),
  };
}
