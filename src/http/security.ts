import { secureHeaders, NONCE } from "hono/secure-headers";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import type { CatalogueOrigins } from "../cache/catalogue-origins.ts";

/**
 * Security headers on every answer. Scripts run only from this origin or with the per-request nonce that
 * server rendering puts on its own inline scripts, so injected markup cannot run code. Frames come only from
 * this origin and the other hosts of the games and videos catalogue (as it is when the answer goes out).
 */
export function securityHeaders(config: Config, catalogue: () => CatalogueOrigins): MiddlewareHandler {
  const pages = pageHeaders(config, catalogue);
  const api = apiHeaders(config);
  return (c, next) => (c.req.path.startsWith("/api/") ? api(c, next) : pages(c, next));
}

const common = (config: Config) => ({
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
  strictTransportSecurity: config.publicUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
} as const);

/**
 * The API's answers (JSON, the realtime stream) are never a document that runs anything: their policy
 * allows nothing at all, and is the same for every answer, so no nonce is made and no policy assembled per
 * request — a tenth of a cached API read's time.
 */
function apiHeaders(config: Config) {
  return secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] }, ...common(config) });
}

function pageHeaders(config: Config, catalogue: () => CatalogueOrigins) {
  const google = config.googleClientId ? ["https://accounts.google.com"] : [];
  const catalogueFrames = () => catalogue().frames.join(" ");
  const catalogueImages = () => catalogue().images.join(" ");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", "data:", "blob:", catalogueImages],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...google],
      frameSrc: ["'self'", catalogueFrames, ...google],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      workerSrc: ["'self'"],
    },
    ...common(config),
  });
}
