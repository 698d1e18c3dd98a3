import sharp from "sharp";
import { AppError } from "../../shared/errors.ts";
import { sniff, SNIFF_BYTES, type MediaType } from "./sniff.ts";
import { MAX_IMAGE_PIXELS, MEDIA_LIMITS, type MediaKind } from "../../shared/media.ts";
import { MalformedMedia, stripMetadata, stripMetadataStream } from "./strip.ts";
import { declaredDimensions } from "./dimensions.ts";
import { renderImage, type RenderedImage, type RenditionShape } from "./renditions.ts";

const MB = 1024 * 1024;

const KIND_NAMES: Record<MediaKind, { one: string; many: string; formats: string }> = {
  image: { one: "an image", many: "Images", formats: "JPEG, PNG, GIF, WebP or AVIF" },
  video: { one: "a video", many: "Videos", formats: "MP4, MOV or WebM" },
};

export interface AcceptedMedia extends MediaType {
  /** How many bytes will be stored (stripping blanks metadata in place or drops it, so never more than sent). */
  size: number;
  /**
   * The file's bytes, metadata removed, as chunks: read once, by `saveMedia`. A video is stripped as it
   * streams from where the upload was spooled; it may still turn out damaged there (`MalformedMedia`).
   */
  chunks(): AsyncIterable<Uint8Array>;
  /**
   * A still picture's renditions (`renderImage`): what is stored instead of the upload itself. Absent for
   * videos and for GIFs and animated pictures, which are stored as sent (metadata stripped).
   */
  rendered?: RenderedImage;
}

/**
 * Checks an uploaded file and readies it for storage: its type comes from its first bytes (415 unless it is
 * one of the `allow`ed kinds), its size stays within the kind's limit (413), an image's declared size within
 * MAX_IMAGE_PIXELS (413, read from its headers before anything decodes it), and its metadata is stripped.
 * The size is checked before anything is read. Memory: an image (at most 10 MB) is held to strip it; a video
 * never is, whatever its size — give a `File` backed by disk, as the upload routes do (`streamedForm`).
 */
export async function acceptUpload(
  file: Blob,
  { allow, shape = "feed" }: { allow: MediaKind[]; shape?: RenditionShape },
): Promise<AcceptedMedia> {
  if (file.size > Math.max(...allow.map((kind) => MEDIA_LIMITS[kind]))) throw tooLarge(allow);
  const media = await sniff(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!media || !allow.includes(media.kind)) throw unsupported(allow);
  if (file.size > MEDIA_LIMITS[media.kind]) throw tooLarge([media.kind]);
  if (media.kind === "video") {
    return { ...media, size: file.size, chunks: () => stripMetadataStream(chunksOf(file), media) };
  }
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { width, height } = declaredDimensions(bytes, media);
    if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels(width, height);
    const stripped = stripMetadata(bytes, media);
    const rendered = await renditionsOf(stripped, media, shape);
    // What counts against the quota: the upload or its renditions, whichever is larger, so an account is
    // never charged less than it stores nor less than it sent (renditions of a 12 MP photo are ~2 MB of 6).
    const size = rendered
      ? Math.max(
          stripped.length,
          rendered.files.reduce((sum, f) => sum + f.bytes.length, 0),
        )
      : stripped.length;
    return {
      ...media,
      size,
      chunks: async function* () {
        yield stripped;
      },
      ...(rendered ? { rendered } : {}),
    };
  } catch (error) {
    if (error instanceof MalformedMedia) throw damaged(media.kind);
    throw error;
  }
}

/**
 * Renditions of a still picture. Made here, while the author waits (about a second for 12 megapixels), so
 * that a post or a picture appears with them and a file that does not decode is refused (415) before
 * anything is stored. GIFs and animated pictures keep their frames and are stored as sent.
 */
async function renditionsOf(bytes: Uint8Array, media: MediaType, shape: RenditionShape): Promise<RenderedImage | null> {
  if ((await isAnimated(bytes)) || media.ext === "gif") return null;
  return renderImage(bytes, shape);
}

async function isAnimated(bytes: Uint8Array): Promise<boolean> {
  try {
    return ((await sharp(bytes).metadata()).pages ?? 1) > 1;
  } catch {
    throw new MalformedMedia("the picture's header does not decode");
  }
}

/** The 415 of a file whose structure is broken, found while it is read or stored. */
export function damaged(kind: MediaKind) {
  return AppError.unsupported(`This ${kind} is damaged and cannot be used.`);
}

function tooLarge(kinds: MediaKind[]) {
  const limits = kinds.map((kind) => `${KIND_NAMES[kind].many} can be at most ${MEDIA_LIMITS[kind] / MB} MB.`);
  return AppError.tooLarge(`The file is too large. ${limits.join(" ")}`);
}

function tooManyPixels(width: number, height: number) {
  return AppError.tooLarge(
    `This image is too large: ${width} × ${height} pixels. Images can have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.`,
    "image_too_large",
  );
}

function unsupported(kinds: MediaKind[]) {
  const choices = kinds.map((kind) => `${KIND_NAMES[kind].one} (${KIND_NAMES[kind].formats})`);
  return AppError.unsupported(`This type of file is not accepted. Choose ${choices.join(" or ")}.`);
}

/** A blob's bytes as they are read (from disk, for a spooled upload). */
export async function* chunksOf(file: Blob): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
