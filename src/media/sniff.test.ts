import { expect, test } from "bun:test";
import { sniff } from "./sniff.ts";
import { avifWithExif, ebmlHeader, ftyp, gif, jpeg, mp4WithLocation, png, webp } from "../../tests/media-fixtures.ts";

const text = (value: string) => new TextEncoder().encode(value);

test("real images and videos are recognised by their first bytes", async () => {
  const table: [string, Uint8Array, string][] = [
    ["JPEG", await jpeg(), "image/jpeg"],
    ["PNG", png(), "image/png"],
    ["GIF", gif(), "image/gif"],
    ["WebP", await webp(), "image/webp"],
    ["AVIF", avifWithExif(), "image/avif"],
    ["MP4", mp4WithLocation("isom"), "video/mp4"],
    ["MP4 (mp42)", ftyp("mp42", "isom"), "video/mp4"],
    ["MOV", ftyp("qt  ", "qt  "), "video/quicktime"],
    ["M4V", ftyp("M4V ", "isom"), "video/mp4"],
    ["AVIF under a HEIF major brand", ftyp("mif1", "mif1", "avif"), "image/avif"],
    ["WebM", ebmlHeader("webm"), "video/webm"],
    ["Matroska", ebmlHeader("matroska"), "video/x-matroska"],
  ];
  for (const [name, bytes, type] of table) expect({ name, type: (await sniff(bytes))?.type }).toEqual({ name, type });
});

test("anything else is refused, whatever it would be called", async () => {
  const refused: [string, Uint8Array][] = [
    ["text", text("hello, this is not a picture")],
    ["empty", new Uint8Array()],
    ["SVG (scripts run in it)", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["HTML", text("<!doctype html><html>")],
    ["PDF", text("%PDF-1.7\n")],
    ["HEIC photo", ftyp("heic", "mif1", "heic")],
    ["HEIF photo", ftyp("mif1", "mif1", "heic")],
    ["ISO file of an unknown brand", ftyp("abcd", "abcd")],
    ["M4A audio", ftyp("M4A ", "M4A ", "mp42", "isom")],
    ["other EBML document", ebmlHeader("other")],
    ["truncated PNG signature", png().subarray(0, 5)],
    ["GIF of an unknown version", text("GIF00a\x01\0\x01\0\0\0\0;")],
    ["JPEG-LS (no browser shows it)", Uint8Array.of(0xff, 0xd8, 0xff, 0xf7, 0x00, 0x0b)],
    ["RIFF that is not WebP (WAV)", text("RIFF\x24\0\0\0WAVEfmt ")],
  ];
  for (const [name, bytes] of refused) expect({ name, type: await sniff(bytes) }).toEqual({ name, type: null });
});
