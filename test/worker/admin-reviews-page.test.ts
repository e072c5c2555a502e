import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, setUser, signIn } from "./support/client";

const HOSTILE_TEXT = '<script>window.__xss=1</script>\n<img src=x onerror="window.__xss=1">';

beforeAll(async () => {
  const keys = Object.keys(UI_STRINGS).filter((key) => /^(admin\.reviews|provider\.reviews)[._]/.test(key));
  await db().batch([
    db()
      .insert(providers)
      .values({ id: "p-page", brand: "Page Bet", domain: "page.example", licenseId: "L-9" }),
    db().insert(users).values({ id: "u-page", email: "writer@example.com", username: "writer" }),
    db()
      .insert(reviews)
      .values({
        id: "r-page",
        providerId: "p-page",
        userId: "u-page",
        rating: 4,
        reviewText: HOSTILE_TEXT,
        flags: [{ kind: "burst", count: 4, minutes: 10 }],
      }),
    ...keys.map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    ),
  ]);
});

const get = (path: string, cookie?: string) =>
  call(path, { headers: { cookie: `locale=en${cookie ? `; ${cookie}` : ""}` }, redirect: "manual" });

describe("/admin/reviews, server-rendered", () => {
  it("sends anyone who is not an admin to the home page", async () => {
    expect((await get("/admin/reviews")).headers.get("location")).toBe("/");
    const analyst = await signIn("page-analyst@example.com");
    expect((await get("/admin/reviews", analyst.cookie)).headers.get("location")).toBe("/");
  });

  it("renders the moderation page for an admin, kept out of search engines, the review text as text", async () => {
    const admin = await signIn("page-admin@example.com");
    await setUser(admin.userId, { role: "admin" });
    const response = await get("/admin/reviews?status=pending", admin.cookie);
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/<!-- -->/g, "");
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(html).toMatch(/<h1[^>]*>Review Moderation<\/h1>/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pending<span[^>]*>1<\/span><\/a>/);
    expect(html).toContain("Burst: 4 reviews in 10 minutes");
    expect(html).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;");
    expect(html).not.toContain("<script>window.__xss");
    expect(html).not.toContain("<img src=x");
  });
});
