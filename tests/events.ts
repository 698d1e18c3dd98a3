import type { AppEvent } from "../events/index.ts";

/** An account made and verified, written straight into a store's log: `Person n`, `personn`, `pn@example.com`. */
export function verifiedAccount(userId: number): AppEvent[] {
  return [
    {
      type: "UserRegistered",
      data: {
        userId,
        name: `Person ${userId}`,
        username: `person${userId}`,
        email: `p${userId}@example.com`,
        passwordHash: "hash",
      },
    },
    { type: "UserVerified", data: { userId } },
  ];
}
