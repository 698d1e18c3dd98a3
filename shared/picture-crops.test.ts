import { expect, test } from "bun:test";
import { pictureSrcSet } from "./picture-crops.ts";

test("a profile picture's srcset names only the crops that exist, and none for a picture stored before renditions", () => {
  const stem = "/media/2026/AbCdEfGhIjKlMnOpQrStUvWx";
  expect(pictureSrcSet(`${stem}-512.jpg`)).toBe(`${stem}-96.jpg 96w, ${stem}-192.jpg 192w, ${stem}-512.jpg 512w`);
  // A picture 300 px square was cropped at 96, 192 and its own width.
  expect(pictureSrcSet(`${stem}-300.png`)).toBe(`${stem}-96.png 96w, ${stem}-192.png 192w, ${stem}-300.png 300w`);
  expect(pictureSrcSet(`${stem}-80.jpg`)).toBe(`${stem}-80.jpg 80w`);
  // Stored as sent: 24 random characters that may end in "-<digits>" themselves, and no width after them.
  expect(pictureSrcSet("/media/2026/AbCdEfGhIjKlMnOpQrStUv-1.jpg")).toBeNull();
  expect(pictureSrcSet("/media/2026/AbCdEfGhIjKlMnOpQrStUvWx.gif")).toBeNull();
  expect(pictureSrcSet("blob:http://localhost/1234")).toBeNull();
});
