import type { PublicEndpoint, Message } from "./endpoint.ts";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The public contact form: the server mails it to the team. */
export const sendContactMessage: PublicEndpoint<{ body: ContactMessage; answer: Message }> = {
  method: "POST",
  path: "/api/contact",
  access: "public",
};
