import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { testApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson, post } from "../../tests/posts.ts";
import { png } from "../../tests/media-fixtures.ts";
import { changeUser } from "../commands/users.ts";
import type { FeedItem } from "../../shared/api/posts.ts";

setDefaultTimeout(30_000);

const t = await testApp();
afterAll(() => t.close());

/** The file behind a media URL (`/media/<key>`). */
const fileOf = (url: string) => join(t.config.mediaDir, url.slice("/media/".length));

/** Every rendition stored beside this one (a picture is stored as its renditions, one stem). */
const renditionsOf = (file: string) => {
  const stem = `${basename(file).replace(/-\d+\.\w+$/, "")}-`;
  return existsSync(dirname(file)) ? readdirSync(dirname(file)).filter((name) => name.startsWith(stem)) : [];
};

async function postWithPhoto(user: TestUser, text: string): Promise<{ id: number; file: string }> {
  const id = await post(t, user, text, 1, new File([png(4, 4)], "photo.png"));
  const item = await getJson<FeedItem>(t, user, `/api/contents/item/${id}`);
  return { id, file: fileOf(item.MediaID!) };
}

async function setPicture(user: TestUser): Promise<string> {
  const form = new FormData();
  form.set("profile", new File([png()], "me.png"));
  const response = await t.app.request("/api/profile/set", { method: "POST", headers: user.headers, body: form });
  return fileOf((await response.json()).profile);
}

test("the media reactor deletes a deleted post's file, a replaced picture, and every file of a deleted account", async () => {
  const [ada, bob] = [await createUser(t), await createUser(t)];
  const kept = await postWithPhoto(ada, "kept");
  const deleted = await postWithPhoto(ada, "deleted");
  const oldPicture = await setPicture(ada);
  const picture = await setPicture(ada);
  const bobs = await postWithPhoto(bob, "bob's");
  const bobsPicture = await setPicture(bob);
  expect((await t.json("DELETE", `/api/content/${deleted.id}`, undefined, ada.headers)).status).toBe(200);
  await t.ctx.reactors.settled();
  expect([existsSync(deleted.file), existsSync(oldPicture)]).toEqual([false, false]);
  expect([existsSync(kept.file), existsSync(picture)]).toEqual([true, true]);
  // Every rendition goes with its picture (a 4 px PNG: AVIF, WebP and JPEG at its one width).
  expect([renditionsOf(deleted.file), renditionsOf(oldPicture)]).toEqual([[], []]);
  expect([renditionsOf(kept.file).length, renditionsOf(picture).length]).toEqual([3, 3]);

  await changeUser(t.ctx, ada.id, "delete");
  await t.ctx.reactors.settled();
  expect([existsSync(kept.file), existsSync(picture)]).toEqual([false, false]);
  expect([renditionsOf(kept.file), renditionsOf(picture)]).toEqual([[], []]);
  // Someone else's files stay.
  expect([existsSync(bobs.file), existsSync(bobsPicture)]).toEqual([true, true]);
});
