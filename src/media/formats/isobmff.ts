import { need } from "./malformed.ts";
import { ascii, viewOf } from "../bytes.ts";

/** One box of an ISO base media file (MP4, MOV, AVIF): where it starts, where its content starts and ends. */
export interface Box {
  type: string;
  start: number;
  content: number;
  end: number;
}

/** The boxes laid end to end between `from` and `to`. */
export function* boxesIn(bytes: Uint8Array, from = 0, to = bytes.length): Generator<Box> {
  const view = viewOf(bytes);
  let at = from;
  while (at + 8 <= to) {
    const size = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    let content = at + 8;
    let end = size === 0 ? to : at + size; // 0: the box runs to the end of its parent
    if (size === 1) {
      need(at + 16 <= to, `${type}: 64-bit size runs past the end`);
      end = at + Number(view.getBigUint64(at + 8));
      content = at + 16;
    }
    need(end >= content && end <= to, `${type}: box runs past the end`);
    yield { type, start: at, content, end };
    at = end;
  }
}

/** The first child box of `parent` with this type; `skip` passes over a full box's version and flags. */
export function childBox(bytes: Uint8Array, parent: Box, type: string, skip = 0): Box | undefined {
  for (const box of boxesIn(bytes, parent.content + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}
