import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { validate } from "./validate.ts";
import { sendContactMessage } from "../commands/contact.ts";
import { clientAddress } from "./address.ts";

export const ContactBody = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(254),
  message: z.string().trim().min(1).max(5000),
});

export function contactRoutes() {
  return new Hono<AppEnv>().post("/", validate("json", ContactBody), async (c) => {
    await sendContactMessage(c.var.ctx, c.req.valid("json"), clientAddress(c));
    return c.json({ message: "Your message has been sent!" });
  });
}
