import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { isHttps } from "../lib/https";
import type { AppEnv } from "../types";

/**
 * Every response: a strict Content-Security-Policy (inline scripts only with this response's
 * nonce), no framing, no MIME sniffing, a cautious referrer policy; HSTS when served over https.
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

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await headers(c, next);
  if (isHttps(c)) {
    c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
});
