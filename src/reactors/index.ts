import type { Reactor } from "./reactor.ts";

/** Every reactor of the product: each area's side effects, in `src/reactors/<area>.ts`. */
export const reactors: Reactor[] = [];
