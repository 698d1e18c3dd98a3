import type { Api } from "../../shared/api/endpoint.ts";
import { call } from "./http.ts";

/** The loaders' Api in the browser: every call over HTTP. */
export const browserApi: Api = { call };
