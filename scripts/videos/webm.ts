/**
 * A minimal WebM writer for one video track of already-encoded VP8/VP9 frames (from WebCodecs).
 *
 * The file has what a browser needs to play, loop and seek: the EBML header, Info with the duration,
 * Tracks, one Cluster per key frame, Cues pointing at the clusters, and a SeekHead that finds them.
 * Sizes are known up front, so every element is written with its exact size.
 */

export interface EncodedFrame {
  /** Presentation time in microseconds. */
  timestamp: number;
  key: boolean;
  data: Uint8Array;
}

export interface WebmTrack {
  codec: "V_VP8" | "V_VP9";
  width: number;
  height: number;
  /** Length of the video in milliseconds. */
  durationMs: number;
}

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimestampScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timestamp: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

const APP = "virtual-worlds scripts/make-videos.ts";

export function muxWebm(track: WebmTrack, frames: readonly EncodedFrame[]): Uint8Array {
  if (!frames.length || !frames[0]!.key) throw new Error("a WebM must start with a key frame");

  const info = element(ID.Info, [
    uint(ID.TimestampScale, 1_000_000), // timestamps in milliseconds
    float(ID.Duration, track.durationMs),
    text(ID.MuxingApp, APP),
    text(ID.WritingApp, APP),
  ]);
  const tracks = element(ID.Tracks, [
    element(ID.TrackEntry, [
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1), // video
      uint(ID.FlagLacing, 0),
      text(ID.CodecID, track.codec),
      element(ID.Video, [uint(ID.PixelWidth, track.width), uint(ID.PixelHeight, track.height)]),
    ]),
  ]);

  // One cluster per key frame, so a seek (and a loop back to the start) lands on a decodable frame.
  const clusters: { timeMs: number; bytes: Uint8Array }[] = [];
  let current: { timeMs: number; blocks: Uint8Array[] } | null = null;
  const flush = () => {
    if (current)
      clusters.push({
        timeMs: current.timeMs,
        bytes: element(ID.Cluster, [uint(ID.Timestamp, current.timeMs), ...current.blocks]),
      });
  };
  for (const frame of frames) {
    const timeMs = Math.round(frame.timestamp / 1000);
    if (frame.key || !current || timeMs - current.timeMs > 30_000) {
      flush();
      current = { timeMs, blocks: [] };
    }
    current.blocks.push(simpleBlock(timeMs - current.timeMs, frame.key, frame.data));
  }
  flush();

  // Positions are relative to the start of the Segment's data. The SeekHead's size is fixed (8-byte
  // positions), so it can be measured before the positions are known.
  const seekHeadSize = seekHead(0, 0, 0).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  let at = tracksAt + tracks.length;
  const cuePoints: Uint8Array[] = [];
  for (const cluster of clusters) {
    cuePoints.push(
      element(ID.CuePoint, [
        uint(ID.CueTime, cluster.timeMs),
        element(ID.CueTrackPositions, [uint(ID.CueTrack, 1), uint(ID.CueClusterPosition, at)]),
      ]),
    );
    at += cluster.bytes.length;
  }
  const cues = element(ID.Cues, cuePoints);
  const head = seekHead(infoAt, tracksAt, at);

  const header = element(ID.EBML, [
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, "webm"),
    uint(ID.DocTypeVersion, 4),
    uint(ID.DocTypeReadVersion, 2),
  ]);
  const segment = element(ID.Segment, [head, info, tracks, ...clusters.map((c) => c.bytes), cues]);
  return concat([header, segment]);
}

function seekHead(infoAt: number, tracksAt: number, cuesAt: number): Uint8Array {
  const seek = (id: number, position: number) =>
    element(ID.Seek, [binary(ID.SeekID, idBytes(id)), fixedUint(ID.SeekPosition, position, 8)]);
  return element(ID.SeekHead, [seek(ID.Info, infoAt), seek(ID.Tracks, tracksAt), seek(ID.Cues, cuesAt)]);
}

function simpleBlock(relativeMs: number, key: boolean, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(4);
  head[0] = 0x81; // track 1 as a one-byte vint
  new DataView(head.buffer).setInt16(1, relativeMs);
  head[3] = key ? 0x80 : 0x00;
  return binary(ID.SimpleBlock, concat([head, data]));
}

// --- EBML primitives ---

function element(id: number, children: Uint8Array[]): Uint8Array {
  return binary(id, concat(children));
}

function binary(id: number, payload: Uint8Array): Uint8Array {
  return concat([idBytes(id), sizeBytes(payload.length), payload]);
}

function uint(id: number, value: number): Uint8Array {
  let length = 1;
  while (length < 8 && value >= 2 ** (8 * length)) length++;
  return fixedUint(id, value, length);
}

function fixedUint(id: number, value: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return binary(id, bytes);
}

function float(id: number, value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return binary(id, bytes);
}

function text(id: number, value: string): Uint8Array {
  return binary(id, new TextEncoder().encode(value));
}

/** An element ID is written as is: its leading bits already say how long it is. */
function idBytes(id: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Uint8Array.from(bytes);
}

/** A size as a variable-length integer: n bytes carry 7n bits, with a marker bit in the first. */
function sizeBytes(size: number): Uint8Array {
  let length = 1;
  while (length < 8 && size >= 2 ** (7 * length) - 1) length++;
  const bytes = new Uint8Array(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0]! |= 0x80 >> (length - 1);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
