import { describe, expect, it } from "vitest";
import { call, signIn } from "./support/client";

const GARBAGE = ["locale=%", "session=%E0%A4%A", "sidebar_state=%zz"];
const nameOf = (cookie: string) => cookie.slice(0, cookie.indexOf("="));

/** The Set-Cookie headers of a response that expire `name`. */
const clearing = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .filter((header) => header.startsWith(`${name}=;`) && /Max-Age=0/i.test(header));

describe("a cookie that cannot be decoded", () => {
  it.each(GARBAGE)("%s: pages still render, and the answer clears it", async (garbage) => {
    for (const path of ["/", "/en/providers", "/providers", "/profile"]) {
      const response = await call(path, { headers: { cookie: garbage, "accept-language": "fr" } });
      expect(response.status, path).toBe(200);
      expect(clearing(response, nameOf(garbage)), path).toHaveLength(1);
    }
  });

  it.each(GARBAGE)("%s: the API still answers, and clears it", async (garbage) => {
    for (const path of ["/api/me", "/api/providers", "/api/ui-strings?locale=en"]) {
      const response = await call(path, { headers: { cookie: garbage } });
      expect(response.status, path).toBe(200);
      expect(clearing(response, nameOf(garbage)), path).toHaveLength(1);
    }
  });

  it("is ignored beside a good session: the visitor stays signed in, in the browser's language", async () => {
    const { cookie } = await signIn("garbled@example.com");
    const headers = { cookie: `locale=%; ${cookie}`, "accept-language": "he-IL,he;q=0.9" };
    const me = await call("/api/me", { headers });
    expect(await me.json()).toMatchObject({ authenticated: true });
    const canReview = await call("/api/user/can-review", { headers });
    expect(canReview.status).toBe(200);
    expect(clearing(canReview, "locale")).toHaveLength(1);
    const page = await call("/providers", { headers });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html[^>]*lang="he"/);
    expect(clearing(page, "session")).toHaveLength(0);
  });

  it("readable cookies are left alone", async () => {
    const response = await call("/providers", { headers: { cookie: "locale=ru; sidebar_state=false" } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toMatch(/<html[^>]*lang="ru"/);
  });
});
