import { secureHeaders, NONCE } from "hono/secure-headers";
import type { Config } from "../config.ts";
import type { CatalogueOrigins } from "../cache/catalogue-origins.ts";

/**
 * Security headers on every answer. Scripts run only from this origin or with the per-request nonce that
 * server rendering puts on its own inline scripts, so injected markup cannot run code. Frames come only from
 * this origin and the other hosts of the games and videos catalogue (as it is when the answer goes out).
 */
export function securityHeaders(config: Config, catalogue: () => CatalogueOrigins) {
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
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: config.publicUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
  });
}
