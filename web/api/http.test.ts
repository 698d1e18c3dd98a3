import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, sessionCookieOf } from "../../tests/accounts.ts";
import { call } from "./http.ts";
import { friendLists } from "../../shared/api/friends.ts";
import { login } from "../../shared/api/auth.ts";
import { ApiError } from "./apiError.ts";

setDefaultTimeout(30_000);

const realFetch = globalThis.fetch;
let t: TestApp;
afterEach(async () => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, "localStorage");
  Reflect.deleteProperty(globalThis, "window");
  await t.close();
});

/**
 * The browser around the fetch wrapper: local storage, the address bar, and a fetch that carries the
 * session cookie like a browser does, sent to the real app.
 */
function browser(cookie: string | undefined, at = "/videos") {
  const storage = new Map<string, string>();
  const calls: string[] = [];
  let leave: (url: string) => void = () => {};
  const leaving = new Promise<string>((resolve) => (leave = resolve));
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, String(value)),
      removeItem: (key: string) => storage.delete(key),
    },
    window: { location: { pathname: at, search: "", assign: (url: string) => leave(url) } },
  });
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    calls.push(`${init.method} ${input}`);
    const headers = new Headers(init.headers);
    if (cookie) headers.set("Cookie", cookie);
    const response = await t.app.request(String(input), { ...init, headers });
    cookie = sessionCookieOf(response) ?? cookie;
    return response;
  }) as typeof fetch;
  return { storage, calls, leaving };
}

const jwt = /^[\w-]+\.[\w-]+\.[\w-]+$/;

test("a token that ran out is renewed once for calls made together, and every call goes through", async () => {
  t = await testApp();
  const user = await createUser(t);
  const { cookie } = await loginAs(t, user);
  const { storage, calls } = browser(cookie);
  storage.set("isLoggedIn", "true");
  storage.set("authToken", "garbled.token.value");

  const answers = await Promise.all([1, 2, 3].map(() => call(friendLists)));

  expect(answers).toEqual([1, 2, 3].map(() => ({ friends: [], incoming: [], outgoing: [] })));
  expect(calls.filter((c) => c === "POST /api/auth/refresh")).toHaveLength(1);
  expect(storage.get("authToken")).toMatch(jwt);
  expect(storage.get("authToken")).not.toBe("garbled.token.value");
  // The renewed token works on its own, without the cookie's help.
  const again = await t.app.request("/api/shell", { headers: { Authorization: `Bearer ${storage.get("authToken")}` } });
  expect((await again.json()).user?.id).toBe(user.id);
});

test("when the refresh is refused, the session is forgotten and the person sent to log in", async () => {
  t = await testApp();
  const user = await createUser(t);
  const { storage, leaving } = browser(undefined, "/zones/library");
  for (const [key, value] of [
    ["isLoggedIn", "true"],
    ["userId", String(user.id)],
    ["isadmin", "false"],
    ["authToken", "garbled"],
    ["theme", "dark"],
  ]) {
    storage.set(key!, value!);
  }

  void call(friendLists); // never settles: the page is on its way to the login screen

  expect(await leaving).toBe("/login?next=%2Fzones%2Flibrary");
  expect([...storage.keys()]).toEqual(["theme"]);
});

test("a call with credentials of its own goes without the token, and its 401 is its answer", async () => {
  t = await testApp();
  const user = await createUser(t);
  const { storage, calls } = browser(undefined, "/login");
  storage.set("isLoggedIn", "true");
  storage.set("authToken", "garbled");

  const refused = call(login, { body: { emailOrUsername: user.username, password: "not-the-password" } });

  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toMatchObject({
    status: 401,
    code: "invalid_credentials",
    message: "Invalid credentials",
  });
  expect(calls).toEqual(["POST /api/auth/login"]);
  expect(storage.get("isLoggedIn")).toBe("true");
});

test("when the refresh cannot reach the server (offline, a proxy's 502), the session stays and the call fails as a network failure", async () => {
  t = await testApp();
  const user = await createUser(t);
  const { cookie } = await loginAs(t, user);
  const { storage, leaving } = browser(cookie, "/add");
  let left = false;
  void leaving.then(() => (left = true));
  const online = globalThis.fetch;
  for (const failure of ["offline", "502"] as const) {
    storage.set("isLoggedIn", "true");
    storage.set("authToken", "garbled.token.value");
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (failure === "offline") throw new TypeError("Failed to fetch");
      if (String(input) === "/api/auth/refresh") return new Response("Bad gateway", { status: 502 });
      return online(input, init);
    }) as typeof fetch;

    const failed = call(friendLists);
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 0 });
    expect(storage.get("isLoggedIn")).toBe("true");
    expect(storage.get("authToken")).toBe("garbled.token.value");
  }
  await Bun.sleep(0);
  expect(left).toBe(false);

  // Back online: the same session goes on.
  globalThis.fetch = online;
  expect(await call(friendLists)).toEqual({ friends: [], incoming: [], outgoing: [] });
});
