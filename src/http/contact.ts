import { z } from "zod";
import { handler } from "./handler.ts";
import * as contact from "../../shared/api/contact.ts";
import { sendContactMessage } from "../commands/contact.ts";

export const ContactBody = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(254),
  message: z.string().trim().min(1).max(5000),
});

export const contactHandlers = [
  handler(contact.sendContactMessage, { body: ContactBody }, async ({ body }, { ctx, address, actor }) => {
    await sendContactMessage(ctx, body, address, actor);
    return { message: "Your message has been sent!" };
  }),
];
