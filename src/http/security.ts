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
  return async (c, next) => {
    await (c.req.path.startsWith("/api/") ? api(c, next) : pages(c, next));
    c.res.headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  };
}

/**
 * The browser features any page of the site (and what it frames) may use: fullscreen, gamepads and autoplay
 * for the games and videos it frames (their iframes' `allow` hands them on), encrypted media and
 * picture-in-picture for the videos. Everything that reaches a person's devices or money is off, so a script
 * that got in, or a framed game, cannot even ask for it. Only features Chromium knows are named: an unknown
 * one is a console message on every page (Chromium knows no `bluetooth`: tests/e2e/sessions.e2e.ts listens).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=*",
  "camera=()",
  "display-capture=()",
  "encrypted-media=*",
  "fullscreen=*",
  "gamepad=*",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=*",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const common = (config: Config) =>
  ({
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: config.publicUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
  }) as const;

/**
 * The API's answers (JSON, the realtime stream) are never a document that runs anything: their policy
 * allows nothing at all. Every answer gets the same headers, so they are listed once and set in a plain
 * loop: no nonce drawn, no policy assembled, none of `secureHeaders`' per-request work (a tenth of a cached
 * API read's time). The rest are the values `secureHeaders` gives pages (src/http/security.test.ts holds
 * the two lists together).
 */
function apiHeaders(config: Config): MiddlewareHandler {
  const headers: [string, string][] = [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
  const hsts = common(config).strictTransportSecurity;
  if (hsts) headers.push(["Strict-Transport-Security", hsts]);
  return async function apiSecurityHeaders(c, next) {
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) answer.set(name, value);
  };
}

function pageHeaders(config: Config, catalogue: () => CatalogueOrigins) {
  const google = config.googleClientId ? ["https://accounts.google.com"] : [];
  const catalogueFrames = () => catalogue().frames.join(" ");
  const catalogueImages = () => catalogue().images.join(" ");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // WebAssembly, not eval: Argon2id of a chat passphrase runs in hash-wasm (docs "chat keys").
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", NONCE, ...google],
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
