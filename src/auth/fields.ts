import { z } from "zod";

/** The account fields as every way in (API, CLI) checks them. */
export const Email = z.string().trim().email("Please enter a valid e-mail address.").max(254);

export const DisplayName = z.string().trim().min(1, "Please enter your name.").max(100);

/** Usernames are case-insensitive: kept in lower case. */
export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.]{3,30}$/, "Username must be 3–30 letters, digits, _ or .");
