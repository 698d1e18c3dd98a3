import type { Api, Session } from "./types.ts";
import { request } from "./http.ts";

export const browserApi: Api = {
  session: () => request<Session>("GET", "/session"),
};
