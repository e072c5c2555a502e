import { describe, expect, it } from "vitest";
import { formatMessage, type MessageKey, type MessageParams } from "#schema/api/messages";
import { call, jsonWrite, ORIGIN, PRODUCTION, signIn } from "./support/client";

/**
 * Errors the Worker once threw as English sentences (and the error handler turned back into keys,
 * when it could): each now carries its catalogue key, parameters and English, so the page can say it
 * in the visitor's language.
 */
async function expectKeyed(
  response: Response,
  status: number,
  messageKey: MessageKey,
  params?: MessageParams,
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({
    message: formatMessage(messageKey, params),
    messageKey,
    ...(params && { params }),
  });
}

describe("visitor-visible errors carry their message key", () => {
  it("401 sign in first", async () => {
    await expectKeyed(await call("/api/user/profile"), 401, "auth.error.sign_in_first");
  });

  it("403 cross-site write", async () => {
    const { cookie } = await signIn("keys-403@example.com");
    const response = await call("/api/user/profile", {
      method: "PATCH",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "username=someone",
    });
    await expectKeyed(response, 403, "api.error.cross_site");
  });

  it("415 a write that is not JSON", async () => {
    const { cookie } = await signIn("keys-415@example.com");
    const response = await call("/api/user/profile", {
      method: "PATCH",
      headers: { cookie, origin: ORIGIN, "content-type": "text/plain" },
      body: "username=x",
    });
    await expectKeyed(response, 415, "api.error.json_body");
  });

  it("400 malformed JSON", async () => {
    const { cookie } = await signIn("keys-json@example.com");
    const response = await call("/api/user/profile", { ...jsonWrite("PATCH", {}, cookie), body: "{" });
    await expectKeyed(response, 400, "api.error.malformed_json");
  });

  it("400 malformed form data at the development sign-in", async () => {
    const response = await call("/api/login/dev", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      body: "not a multipart body",
    });
    await expectKeyed(response, 400, "api.error.malformed_form");
  });

  it("400 a control character in a development sign-in name", async () => {
    const response = await call(
      "/api/login/dev",
      jsonWrite("POST", { email: "a@b.co", firstName: "a\u0007b" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: `firstName: ${formatMessage("profile.validation.name_control_characters")}`,
      messageKey: "profile.validation.name_control_characters",
    });
  });

  it("404 development sign-in outside development, 503 sign-in not configured", async () => {
    await expectKeyed(
      await call(
        "https://site.example/api/login/dev",
        {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://site.example" },
          body: JSON.stringify({ email: "a@b.co" }),
        },
        PRODUCTION,
      ),
      404,
      "auth.error.dev_sign_in_unavailable",
    );
    await expectKeyed(await call("/api/login", {}, PRODUCTION), 503, "auth.error.sign_in_unavailable");
  });

  it("404 identity-provider callback without an identity provider", async () => {
    await expectKeyed(await call("/api/callback?code=x&state=y"), 404, "auth.error.oidc_not_configured");
  });

  it("400 a part of the UI strings without a locale", async () => {
    await expectKeyed(await call("/api/ui-strings?part=admin"), 400, "ui_strings.error.part_needs_locale");
  });

  it("404 an unknown provider", async () => {
    await expectKeyed(
      await call("/api/providers/no-such-provider?locale=en"),
      404,
      "reviews.error.provider_not_found",
    );
  });

  it("400 an IBAN whose check digits are wrong", async () => {
    const { cookie } = await signIn("keys-iban@example.com");
    const response = await call(
      "/api/user/payment-method",
      jsonWrite(
        "POST",
        {
          method: "bank_transfer",
          details: { accountHolderName: "Ada", iban: "CY17002001280000001200527601" },
        },
        cookie,
      ),
    );
    await expectKeyed(response, 400, "payment.validation.iban_checksum");
  });

  it("403 admin self-service without an admin e-mail, with the user's e-mail beside it", async () => {
    const { cookie } = await signIn("keys-admin@example.com");
    const response = await call("/api/auth/make-me-admin", jsonWrite("POST", {}, cookie), {
      ADMIN_EMAIL: "",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: formatMessage("admin_access.error.not_configured"),
      messageKey: "admin_access.error.not_configured",
      yourEmail: "keys-admin@example.com",
    });
  });

  it("400 a form schema's message: key, parameters and English, not the schema's reference", async () => {
    const { cookie } = await signIn("keys-form@example.com");
    const response = await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "ab", firstName: "A", lastName: "B" }, cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: `username: ${formatMessage("profile.validation.username_min", { count: 3 })}`,
      messageKey: "profile.validation.username_min",
      params: { count: 3 },
    });
  });
});
