import { describe, expect, test } from "bun:test";
import { cookiesOf, readCookie } from "./cookies.ts";

describe("reading a cookie a script wrote", () => {
  test("either name is read: __Host- over https, plain on a local http server", () => {
    expect(readCookie("a=1; __Host-vw_chat_key=42; b=2", "vw_chat_key")).toBe("42");
    expect(readCookie("vw_chat_key=7", "vw_chat_key")).toBe("7");
  });

  test("a cookie whose name only ends or starts alike is not it, and none gives null", () => {
    expect(readCookie("old_vw_chat_key=42; vw_chat_key_x=1", "vw_chat_key")).toBeNull();
    expect(readCookie("", "vw_chat_key")).toBeNull();
  });

  test("on the server the request's Cookie header is read", () => {
    const request = new Request("http://localhost/chat", { headers: { cookie: "vw_device=pc" } });
    expect(readCookie(cookiesOf(request), "vw_device")).toBe("pc");
  });
});
