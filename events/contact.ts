import { z } from "zod";
import { defineEvent } from "./define.ts";

export const ContactMessageSent = defineEvent(
  "ContactMessageSent",
  // `userId`: the account that sent it, when signed in (its write budget counts it).
  z.object({
    name: z.string(),
    email: z.string(),
    message: z.string(),
    userId: z.number().int().positive().optional(),
  }),
);

export const contactEvents = [ContactMessageSent] as const;
