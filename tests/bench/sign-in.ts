import { people } from "./seed-posts.ts";

export interface SignedIn {
  userId: number;
  /** `Authorization` header value: a Bearer access token (15 minutes). */
  authorization: string;
  /** `Cookie` header value: the session cookie, as a browser sends it with a page request. */
  cookie: string;
}

/** Signs `username` in over HTTP, as the browser does (POST /api/auth/login), with the bench's password. */
export async function signIn(baseUrl: string, username: string): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailOrUsername: username, password: people.password }),
  });
  if (response.status !== 200)
    throw new Error(`signing ${username} in answered ${response.status}: ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return { userId: user.id, authorization: `Bearer ${token}`, cookie };
}
