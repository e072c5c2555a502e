import { afterEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "#worker/bindings";
import { call, PRODUCTION } from "./support/client";

afterEach(() => vi.restoreAllMocks());

/** The development sign-in, posted from the deployment's own page (so its origin is the site's). */
const devSignIn = (bindings: Partial<Bindings>) =>
  call(
    `${PRODUCTION.SITE_URL}/api/login/dev`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PRODUCTION.SITE_URL! },
      body: JSON.stringify({ email: "anyone@example.com" }),
    },
    bindings,
  );

describe("ENVIRONMENT", () => {
  it("opens the development sign-in only when it is exactly 'development'", async () => {
    expect((await devSignIn({ ENVIRONMENT: "development" })).status).toBe(200);
  });

  it.each(["production", "Production", "staging", "dev", "development ", "", undefined])(
    "%j behaves as production: no development sign-in, no development secrets",
    async (environment) => {
      const deployed = { ...PRODUCTION, ENVIRONMENT: environment };
      expect((await devSignIn(deployed)).status).toBe(404);
      expect((await call("/api/login", {}, deployed)).status).toBe(503);

      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const withoutSecret = await call("/api/me", {}, { ...deployed, SESSION_SECRET: undefined });
      expect(withoutSecret.status).toBe(503);
      expect(error).toHaveBeenCalledOnce();
    },
  );
});

describe("outside development, weak or published settings are refused", () => {
  const DEV_SESSION_SECRET = "local-development-session-secret-do-not-deploy";
  const DEV_PAYOUT_KEY = "bG9jYWwtZGV2ZWxvcG1lbnQtcGF5b3V0LWtleS0zMmI=";

  it.each([
    ["SESSION_SECRET", { SESSION_SECRET: undefined }],
    ["SESSION_SECRET", { SESSION_SECRET: "" }],
    ["SESSION_SECRET", { SESSION_SECRET: "31-bytes-is-one-byte-too-short!" }],
    ["SESSION_SECRET", { SESSION_SECRET: DEV_SESSION_SECRET }],
    ["PAYOUT_ENCRYPTION_KEY", { PAYOUT_ENCRYPTION_KEY: undefined }],
    ["PAYOUT_ENCRYPTION_KEY", { PAYOUT_ENCRYPTION_KEY: DEV_PAYOUT_KEY }],
    ["SITE_URL", { SITE_URL: undefined }],
    ["SITE_URL", { SITE_URL: "http://site.example" }],
    ["SITE_URL", { SITE_URL: "site.example" }],
  ] as const)("%s %j: 503 with a JSON message, and one log line naming it", async (setting, weak) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/api/providers", "/en/providers"]) {
      error.mockClear();
      const response = await call(path, {}, { ...PRODUCTION, ...weak });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/\w/),
        messageKey: "api.error.not_configured",
      });
      expect(error).toHaveBeenCalledOnce();
      expect(String(error.mock.calls[0]?.[0])).toContain(setting);
    }
  });

  it("the settings of a real deployment are accepted", async () => {
    const error = vi.spyOn(console, "error");
    expect((await call("/api/me", {}, PRODUCTION)).status).toBe(200);
    expect(error).not.toHaveBeenCalled();
  });

  it("development keeps its published defaults", async () => {
    const local = { SESSION_SECRET: undefined, PAYOUT_ENCRYPTION_KEY: undefined, SITE_URL: undefined };
    expect((await devSignIn({ ENVIRONMENT: "development", ...local })).status).toBe(200);
  });
});
