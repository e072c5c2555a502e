import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { UI_STRINGS } from "#seed/ui-strings";
import { SIGN_IN_LIMIT } from "#worker/services/rate-limit-rules";
import { call, db } from "./support/client";

beforeAll(async () => {
  const keys = Object.keys(UI_STRINGS).filter((key) => key.startsWith("rate_limit.retry_in"));
  await db()
    .insert(uiStrings)
    .values(keys.map((key) => ({ key, ...UI_STRINGS[key]! })))
    .onConflictDoNothing();
});

/**
 * A browser past the sign-in limit gets a page in its language (status 429 and Retry-After kept);
 * a script calling the same address still gets the JSON refusal.
 */
let clients = 0;
const fromNewAddress = (headers: Record<string, string>) => ({
  ...headers,
  "cf-connecting-ip": `198.51.100.${++clients}`,
});

async function pastTheLimit(headers: Record<string, string>) {
  for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) await call("/api/login", { headers });
  return call("/api/login", { headers });
}

const browser = (language: string) =>
  fromNewAddress({ accept: "text/html", "sec-fetch-mode": "navigate", "accept-language": language });

describe("the sign-in page past its rate limit", () => {
  it.each([
    ["en", "Sign-in failed", /Too many requests\. Try again in \d+ seconds?\./],
    ["el", "Η σύνδεση απέτυχε", /Πάρα πολλά αιτήματα\. Δοκιμάστε ξανά σε \d+ δευτερόλεπτ/],
  ])("is a page in %s with 429 and Retry-After", async (language, title, reason) => {
    const res = await pastTheLimit(browser(language));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain(`<html lang="${language}"`);
    expect(page).toContain(`<h1>${title}</h1>`);
    expect(page).toMatch(reason);
    expect(page).not.toContain("messageKey");
  });

  it("stays JSON for a script", async () => {
    const res = await pastTheLimit(fromNewAddress({ accept: "application/json" }));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(await res.json()).toMatchObject({ messageKey: "rate_limit.retry_in" });
  });
});
