import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { isHttps } from "../lib/https";
import type { AppEnv } from "../types";

/**
 * Every response: a strict Content-Security-Policy (inline scripts only with this response's
 * nonce, or by their hashes on a page from the edge cache), no framing, no MIME sniffing, a
 * cautious referrer policy; HSTS when served over https.
 * Inline style attributes stay allowed: server-rendered components position popovers with them.
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: false,
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/**
 * Set by a page served from the edge cache (lib/page-cache.ts): the hashes of its inline scripts,
 * which its policy allows instead of a nonce, so its stored bytes go out unchanged.
 */
export const SCRIPT_HASHES_HEADER = "X-Script-Hashes";

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await headers(c, next);
  // A page from the edge cache keeps its stored bytes: its inline scripts are allowed by hash.
  const hashes = c.res.headers.get(SCRIPT_HASHES_HEADER);
  if (hashes !== null) {
    const policy = c.res.headers.get("Content-Security-Policy") ?? "";
    c.res.headers.set("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, hashes));
    c.res.headers.delete(SCRIPT_HASHES_HEADER);
  }
  if (isHttps(c)) {
    c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
});
