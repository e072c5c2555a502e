import { beforeAll, describe, expect, it } from "vitest";
import { emailTemplates } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { providers } from "#schema/providers";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import {
  NEWSLETTER_SUBSCRIBE_LIMIT,
  SIGN_IN_LIMIT,
  VERIFICATION_EMAIL_LIMIT,
  WRITE_LIMIT,
} from "#worker/services/rate-limit-rules";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

/**
 * Every answer 429 tells the client when to come back: each rate-limited endpoint, walked to its
 * limit, refuses the next request with a Retry-After of whole seconds.
 */
async function walkToLimit(allowed: number, send: () => Promise<Response>) {
  for (let i = 0; i < allowed; i++) expect((await send()).status, `request ${i + 1}`).not.toBe(429);
  const refused = await send();
  expect(refused.status).toBe(429);
  const retryAfter = refused.headers.get("retry-after");
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  return Number(retryAfter);
}

let clients = 0;
/** Headers of a request from an address of its own (the sign-in and sign-up limits count by address). */
const fromNewAddress = (headers: Record<string, string> = {}) => ({
  ...headers,
  "cf-connecting-ip": `192.0.2.${++clients}`,
});

const withAddress = (init: RequestInit, ip: Record<string, string>) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...ip },
});

beforeAll(async () => {
  const template = (name: string) =>
    LOCALES.map((locale) => ({ name, locale, subject: name, htmlContent: `<a href="{{link}}">${name}</a>` }));
  await db()
    .insert(emailTemplates)
    .values([...template("email_verification"), ...template("newsletter_confirm")]);
});

describe("every 429 carries Retry-After", () => {
  it("the sign-in page, as a browser opens it", async () => {
    const headers = fromNewAddress({ accept: "text/html", "sec-fetch-mode": "navigate" });
    await walkToLimit(SIGN_IN_LIMIT.limit, () => call("/api/login", { headers }));
  });

  it("the development sign-in and the identity provider's callback", async () => {
    const address = fromNewAddress();
    const write = jsonWrite("POST", { email: "retry-dev@example.com" });
    await walkToLimit(SIGN_IN_LIMIT.limit, () => call("/api/login/dev", withAddress(write, address)));
    const headers = fromNewAddress({ accept: "text/html", "sec-fetch-mode": "navigate" });
    await walkToLimit(SIGN_IN_LIMIT.limit, () => call("/api/callback?code=x&state=y", { headers }));
  });

  it.each([
    ["PATCH", "/api/user/profile"],
    ["POST", "/api/user/payment-method"],
    ["POST", "/api/auth/make-me-admin"],
    ["POST", "/api/reviews"],
    ["POST", "/api/reviews/no-such-review/vote"],
    ["DELETE", "/api/reviews/no-such-review/vote"],
  ])("a signed-in user's writes: %s %s", async (method, path) => {
    const { cookie } = await signIn(`retry-${method}-${path.replace(/\W+/g, "-")}@example.com`);
    await walkToLimit(WRITE_LIMIT.limit, () => call(path, jsonWrite(method, {}, cookie)));
  });

  it("the newsletter sign-up", async () => {
    const address = fromNewAddress();
    let n = 0;
    await walkToLimit(NEWSLETTER_SUBSCRIBE_LIMIT.limit, () =>
      call(
        "/api/newsletter/subscribe",
        withAddress(jsonWrite("POST", { email: `retry-${++n}@example.com`, locale: "en" }), address),
      ),
    );
  });

  it("the verification e-mail: a re-send too soon, and past the day's limit", async () => {
    const { cookie, userId } = await signIn("retry-verify@example.com");
    const send = () => call("/api/auth/send-verification-email", jsonWrite("POST", {}, cookie));
    expect(await walkToLimit(1, send)).toBeLessThanOrEqual(60);
    const resend = async () => {
      // The minute between two mails has passed; only the day's count stands in the way.
      await setUser(userId, { emailVerificationSentAt: null });
      return send();
    };
    await walkToLimit(VERIFICATION_EMAIL_LIMIT.limit - 1, resend);
  });

  it("the day's reviews, until the next day in Cyprus", async () => {
    const ids = Array.from({ length: DAILY_REVIEW_LIMIT + 1 }, (_, i) => `p-retry-${i}`);
    const provider = (id: string) =>
      db()
        .insert(providers)
        .values({ id, brand: id, domain: `${id}.example`, licenseId: id });
    await db().batch([provider(ids[0]!), ...ids.slice(1).map(provider)]);
    const { cookie } = await signIn("retry-reviewer@example.com");
    let n = 0;
    const seconds = await walkToLimit(DAILY_REVIEW_LIMIT, () =>
      call(
        "/api/reviews",
        jsonWrite(
          "POST",
          { providerId: ids[n++], rating: 4, reviewText: `Fair odds, review number ${n}.` },
          cookie,
        ),
      ),
    );
    expect(seconds).toBeLessThanOrEqual(24 * 60 * 60);
  });
});
