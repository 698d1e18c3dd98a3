import { secureHeaders, NONCE } from "hono/secure-headers";
import type { Config } from "../config.ts";

/**
 * Security headers on every answer. Scripts run only from this origin or with the per-request nonce that
 * server rendering puts on its own inline scripts, so injected markup cannot run code.
 */
export function securityHeaders(config: Config) {
  const google = config.googleClientId ? ["https://accounts.google.com"] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...google],
      frameSrc: ["'self'", "https:", ...google],
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
