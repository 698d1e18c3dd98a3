import { expect, test } from "bun:test";
import { storageFailureOf } from "./failure.ts";

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

test("a disk that refuses a write is told apart from every other fault, also when wrapped", () => {
  expect(storageFailureOf(coded("SQLITE_FULL"))).toBe("SQLITE_FULL");
  expect(storageFailureOf(coded("SQLITE_READONLY_DBMOVED"))).toBe("SQLITE_READONLY_DBMOVED");
  expect(storageFailureOf(coded("SQLITE_IOERR_WRITE"))).toBe("SQLITE_IOERR_WRITE");
  expect(storageFailureOf(coded("ENOSPC"))).toBe("ENOSPC");
  expect(storageFailureOf(new Error("Failed query", { cause: coded("SQLITE_FULL") }))).toBe("SQLITE_FULL");
  expect(storageFailureOf(coded("SQLITE_ERROR", "SQLITE_FULL: database or disk is full"))).toBe("SQLITE_FULL");

  for (const other of [
    coded("SQLITE_CONSTRAINT"),
    coded("SQLITE_BUSY"),
    coded("ENOENT"),
    new TypeError("x"),
    null,
    "SQLITE_FULL",
  ]) {
    expect(storageFailureOf(other)).toBeNull();
  }
});
