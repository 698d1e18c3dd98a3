import { fileURLToPath } from "node:url";

/** Where the build writes the browser bundle, and where the hand-made static files live. */
export const rootDir = fileURLToPath(new URL("..", import.meta.url));
export const clientDir = fileURLToPath(new URL("../dist/client", import.meta.url));
export const manifestPath = fileURLToPath(new URL("../dist/client/manifest.json", import.meta.url));
export const publicDir = fileURLToPath(new URL("../public", import.meta.url));
