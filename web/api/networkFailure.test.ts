import { expect, test } from "bun:test";
import { ApiError } from "./apiError.ts";
import { isChunkFailure, isNetworkFailure } from "./networkFailure.ts";

test("a call that never reached the server, or a chunk that could not be fetched, is the network's failure", () => {
  expect(isNetworkFailure(new ApiError(0, "network", "The network is unreachable."))).toBe(true);
  expect(isNetworkFailure(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(
    true,
  );
  expect(isNetworkFailure(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkFailure(new TypeError("error loading dynamically imported module"))).toBe(true);
});

test("an answer of the server, or a bug, is not", () => {
  expect(isNetworkFailure(new ApiError(500, "internal", "Internal error"))).toBe(false);
  expect(isNetworkFailure(new ApiError(404, "not_found", "Not found"))).toBe(false);
  expect(isNetworkFailure(new TypeError("x is undefined"))).toBe(false);
  expect(isChunkFailure(new ApiError(0, "network", "The network is unreachable."))).toBe(false);
});
