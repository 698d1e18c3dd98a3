/** The bytes claim a format (by their magic number) but their structure is broken, so they cannot be cleaned. */
export class MalformedMedia extends Error {}

/** Stops a parser that would read past the end of the file. */
export function need(condition: boolean, what: string): asserts condition {
  if (!condition) throw new MalformedMedia(what);
}
