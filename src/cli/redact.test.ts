import { expect, test } from "bun:test";
import { z } from "zod";
import { AnyEvent } from "../../events/index.ts";
import { isSecretField, redactEventData, REDACTED, SEALED } from "./redact.ts";

/** Every field name anywhere in an event type's data, through objects, arrays and optional fields. */
function fieldNames(schema: z.ZodType, into = new Set<string>()): Set<string> {
  if (schema instanceof z.ZodObject) {
    for (const [name, inner] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      into.add(name);
      fieldNames(inner, into);
    }
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    fieldNames(schema.unwrap() as z.ZodType, into);
  } else if (schema instanceof z.ZodArray) {
    fieldNames(schema.element as z.ZodType, into);
  }
  return into;
}

test("the fields the CLI hides are exactly the catalogue's secrets: a new one named like a secret is hidden and shows up here", () => {
  const names = new Set<string>();
  for (const option of AnyEvent.options) fieldNames(option.shape.data as z.ZodType, names);
  // Reviewed by hand: hashes to guess against, the ids mailed secrets derive from, a wrapped chat key (and its backup's verifier), a push secret.
  expect([...names].filter(isSecretField).sort()).toEqual([
    "auth",
    "codeHash",
    "codeId",
    "passwordHash",
    "previousHash",
    "tokenHash",
    "tokenId",
    "verifierHash",
    "wrapped",
    "wrappedPrivateKey",
  ]);
  expect(names.has("content")).toBe(true);
});

test("redaction reaches nested fields, seals chat text, and leaves the rest as it was", () => {
  expect(
    redactEventData("PushSubscribed", { userId: 1, endpoint: "https://push.example/1", p256dh: "BPk", auth: "s3cret" }),
  ).toEqual({ userId: 1, endpoint: "https://push.example/1", p256dh: "BPk", auth: REDACTED });
  expect(
    redactEventData("ChatMessageSent", {
      chatId: 2,
      messageId: 3,
      from: 1,
      to: 4,
      senderName: "Ann",
      unreadTotal: 1,
      content: "v1.abc.def",
    }),
  ).toMatchObject({ chatId: 2, senderName: "Ann", content: SEALED });
  expect(redactEventData("Anything", { outer: [{ tokenHash: "h" }], note: "content stays" })).toEqual({
    outer: [{ tokenHash: REDACTED }],
    note: "content stays",
  });
  // A post's text is no secret: only a chat's content is sealed.
  expect(redactEventData("ContentCreated", { content: "hello" })).toEqual({ content: "hello" });
});
