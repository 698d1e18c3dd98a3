import { AppError } from "../../shared/errors.ts";
import { sniff, SNIFF_BYTES, type MediaType } from "./sniff.ts";
import { MEDIA_LIMITS, type MediaKind } from "../../shared/media.ts";
import { MalformedMedia, stripMetadata } from "./strip.ts";
import type { Bytes } from "./bytes.ts";

const MB = 1024 * 1024;

const KIND_NAMES: Record<MediaKind, { one: string; many: string; formats: string }> = {
  image: { one: "an image", many: "Images", formats: "JPEG, PNG, GIF, WebP or AVIF" },
  video: { one: "a video", many: "Videos", formats: "MP4, MOV or WebM" },
};

export interface AcceptedMedia extends MediaType {
  /** The file's bytes, metadata removed. */
  bytes: Bytes;
}

/**
 * Checks an uploaded file and readies it for storage: its type comes from its bytes (415 unless it is one of
 * the `allow`ed kinds), its size stays within the kind's limit (413), and its metadata is stripped. The size
 * is checked before anything is read.
 */
export async function acceptUpload(file: Blob, { allow }: { allow: MediaKind[] }): Promise<AcceptedMedia> {
  if (file.size > Math.max(...allow.map((kind) => MEDIA_LIMITS[kind]))) throw tooLarge(allow);
  const media = sniff(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!media || !allow.includes(media.kind)) throw unsupported(allow);
  if (file.size > MEDIA_LIMITS[media.kind]) throw tooLarge([media.kind]);
  try {
    return { ...media, bytes: stripMetadata(new Uint8Array(await file.arrayBuffer()), media) };
  } catch (error) {
    if (error instanceof MalformedMedia) throw AppError.unsupported(`This ${media.kind} is damaged and cannot be used.`);
    throw error;
  }
}

function tooLarge(kinds: MediaKind[]) {
  const limits = kinds.map((kind) => `${KIND_NAMES[kind].many} can be at most ${MEDIA_LIMITS[kind] / MB} MB.`);
  return AppError.tooLarge(`The file is too large. ${limits.join(" ")}`);
}

function unsupported(kinds: MediaKind[]) {
  const choices = kinds.map((kind) => `${KIND_NAMES[kind].one} (${KIND_NAMES[kind].formats})`);
  return AppError.unsupported(`This type of file is not accepted. Choose ${choices.join(" or ")}.`);
}
