import { lookup as systemLookup, type LookupAddress } from "node:dns";
import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";

type Lookup = typeof systemLookup;

/**
 * A DNS lookup for outgoing connections that fails for any non-public address. The check before each push
 * resolves the host once and web-push's connection resolves it again a moment later: a name whose answer
 * changes in between (DNS rebinding) would slip through, so the connection's own lookup is checked too.
 */
export function publicOnlyLookup(lookup: Lookup = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, answers: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = answers.find((answer) => !isPublicAddress(answer.address));
      if (refused || answers.length === 0) {
        const why = Object.assign(new Error(`refused to connect to ${hostname}: not a public address`), {
          code: "ENOTPUBLIC",
        });
        return callback(why, "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, answers);
      callback(null, answers[0]!.address, answers[0]!.family);
    });
  };
}

/** The HTTPS agent pushes go through in production: it connects to public addresses only. */
export function publicOnlyAgent(lookup?: Lookup): Agent {
  return new Agent({ lookup: publicOnlyLookup(lookup) });
}
