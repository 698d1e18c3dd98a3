import { expect } from "bun:test";

/**
 * emmett's given / when / then for a decision (a pure function from a command and the state it reads to
 * the events it records): given the state, when the command, then these events, or this refusal.
 *
 *   decide.given({ post, visible: true }).when({ actor, id: 7 }).then([{ type: "PostDeleted", data: { id: 7 } }]);
 */
export function decider<Command, State, Decision>(decide: (command: Command, state: State) => Decision) {
  return {
    given: (state: State) => ({
      when: (command: Command) => ({
        // biome-ignore lint/suspicious/noThenProperty: given/when/then is the deciders' test language; nothing awaits it
        then: (expected: Decision) => expect(decide(command, state)).toEqual(expected),
        /** A decision that matches `expected` where it names a field (a refusal by its status and code, say). */
        thenMatches: (expected: object) => expect(decide(command, state)).toMatchObject(expected),
        /** Refused with this status and code, recording nothing. */
        thenRefuses: (status: number, code: string) => {
          let refusal: unknown;
          try {
            decide(command, state);
          } catch (error) {
            refusal = error;
          }
          expect(refusal).toMatchObject({ status, code });
        },
      }),
    }),
  };
}
