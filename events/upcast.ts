import type { z } from "zod";

/**
 * How an area declares that an event type's data changed shape after events of it were logged: an upcaster
 * takes the data as an older version wrote it (and as the current version writes it) and returns it in the
 * shape the type's schema has now. The log is never rewritten; the store upcasts every event it reads
 * (store/upcast.ts), so no code above it ever meets an old shape.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

type EventSchema = z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodType }>;

/** `event`'s upcaster, as `[type, upcaster]` for the catalogue's `UPCASTS` list. */
export function upcasts<S extends EventSchema>(event: S, upcaster: Upcaster): [string, Upcaster] {
  return [event.shape.type.value, upcaster];
}

/**
 * `data` with its field `from` named `to`, in the same place among the others; `data` itself when it has no
 * `from` (written in the current shape). A sealed field is read lazily, on first use (store/personal.ts):
 * its getter is moved, not called, so a renamed field costs no opening of the box.
 */
export function renamed(data: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  if (!Object.hasOwn(data, from)) return data;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const name = key === from ? to : key;
    const { get } = Object.getOwnPropertyDescriptor(data, key)!;
    if (!get) {
      out[name] = data[key];
      continue;
    }
    Object.defineProperty(out, name, {
      enumerable: true,
      configurable: true,
      get,
      set: (value: unknown) =>
        Object.defineProperty(out, name, { value, enumerable: true, configurable: true, writable: true }),
    });
  }
  return out;
}
