import type { TestApp } from "./harness.ts";
import type { TestUser } from "./accounts.ts";
import type { FeedItem } from "../shared/api/posts.ts";

/** POST /api/content as a browser sends it (multipart); the raw answer. */
export function createPost(
  t: TestApp,
  user: TestUser,
  fields: {
    context: string;
    sharing?: 1 | 2;
    media?: File;
    userId?: number;
    altText?: string;
    contentWarning?: string;
    mediaSensitive?: boolean;
  },
): Promise<Response> {
  const form = new FormData();
  form.set("context", fields.context);
  form.set("sharing", String(fields.sharing ?? 1));
  if (fields.userId !== undefined) form.set("userId", String(fields.userId));
  if (fields.media) form.set("media", fields.media);
  if (fields.altText !== undefined) form.set("alt_text", fields.altText);
  if (fields.contentWarning !== undefined) form.set("content_warning", fields.contentWarning);
  if (fields.mediaSensitive !== undefined) form.set("media_sensitive", String(fields.mediaSensitive));
  return Promise.resolve(t.app.request("/api/content", { method: "POST", headers: user.headers, body: form }));
}

/** Creates a post and returns its id; fails the test if the server refused. */
export async function post(
  t: TestApp,
  user: TestUser,
  context: string,
  sharing: 1 | 2 = 1,
  media?: File,
): Promise<number> {
  const response = await createPost(t, user, { context, sharing, media });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`creating a post answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

/** A GET as `user`, its JSON body, failing unless the status is `status`. */
export async function getJson<T = unknown>(t: TestApp, user: TestUser, path: string, status = 200): Promise<T> {
  const response = await t.json("GET", path, undefined, user.headers);
  const body = await response.json();
  if (response.status !== status)
    throw new Error(`GET ${path} answered ${response.status}, not ${status}: ${JSON.stringify(body)}`);
  return body as T;
}

export async function ids(t: TestApp, user: TestUser, path: string): Promise<number[]> {
  return (await getJson<FeedItem[]>(t, user, path)).map((item) => item.ID);
}

/** Replies under a post as `user`; answers the reply's id, failing the test if the server refused. */
export async function reply(t: TestApp, user: TestUser, postId: number, text: string): Promise<number> {
  const response = await t.json("POST", `/api/content/${postId}/replies`, { text }, user.headers);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`replying answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}
