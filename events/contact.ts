import { z } from "zod";
import { defineEvent } from "./define.ts";

export const ContactMessageSent = defineEvent(
  "ContactMessageSent",
  z.object({ name: z.string(), email: z.string(), message: z.string() }),
);

export const contactEvents = [ContactMessageSent] as const;
