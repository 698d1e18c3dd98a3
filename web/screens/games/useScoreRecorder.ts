import { useCallback } from "react";
import { recordScore, type ScoreResult } from "../../../shared/api/games.ts";
import { call } from "../../api/http.ts";

/**
 * Sends a finished round's score to be kept if it is the person's best; `recorded` hears the answer. A
 * failure costs only that round's record, so it is logged, not shown.
 */
export function useScoreRecorder(recorded?: (gameId: number, result: ScoreResult) => void) {
  return useCallback(
    (gameId: number, score: number) => {
      call(recordScore, { params: { gameId }, body: { score } })
        .then((result) => recorded?.(gameId, result))
        .catch((error) => console.error("The score could not be recorded:", error));
    },
    [recorded],
  );
}
