import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { reviewReports } from "#schema/moderation";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, ORIGIN } from "./support/client";

const PAGE = "/he/reviews/rp-1/report";
const EXPLANATION = "It only advertises another site, with a link.";

let clients = 0;
/** A client address of its own, so only the test meant to meet the rate limit meets it. */
const newClient = () => `198.51.100.${++clients}`;

/** The page's form as a browser posts it, from the site's own page unless `from` says otherwise. */
function post(fields: Record<string, string>, { client = newClient(), from = ORIGIN, path = PAGE } = {}) {
  return call(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: from,
      "sec-fetch-site": from === ORIGIN ? "same-origin" : "cross-site",
      "cf-connecting-ip": client,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const he = (key: string) => UI_STRINGS[key]!.he;
const reportsOf = (reviewId: string) =>
  db().select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));

beforeAll(async () => {
  await db()
    .insert(providers)
    .values({ id: "rp-p", brand: "Page Bet", domain: "rp.example", licenseId: "RP-1" });
  await db().insert(providersI18n).values({ providerId: "rp-p", locale: "he", slug: "page-bet-he" });
  await db()
    .insert(users)
    .values([
      { id: "rp-a", email: "rp-a@example.com", username: "rp_a" },
      { id: "rp-b", email: "rp-b@example.com", username: "rp_b" },
    ]);
  await db()
    .insert(reviews)
    .values([
      {
        id: "rp-1",
        providerId: "rp-p",
        userId: "rp-a",
        rating: 2,
        reviewText: "A <b>bold</b> claim.",
        status: "approved",
      },
      {
        id: "rp-pending",
        providerId: "rp-p",
        userId: "rp-b",
        rating: 2,
        reviewText: "Waiting.",
        status: "pending",
      },
    ]);
  const keys = Object.keys(UI_STRINGS).filter((key) =>
    ["reviews.report.", "reports.validation.", "rate_limit.", "reviews.error.not_found"].some((prefix) =>
      key.startsWith(prefix),
    ),
  );
  for (const key of keys)
    await db()
      .insert(uiStrings)
      .values({ key, ...UI_STRINGS[key]! });
});

describe("/{locale}/reviews/{id}/report, the report page for a visitor without JavaScript", () => {
  it("shows the review as text and the report form in the page's language, right to left, kept out of caches", async () => {
    const response = await call(PAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const page = await response.text();
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain(he("reviews.report.title"));
    expect(page).toContain("A &lt;b&gt;bold&lt;/b&gt; claim.");
    expect(page).toContain('<form method="post">');
    expect(page).toMatch(/name="reason"\s+value="personal_data"\s+required/);
    expect(page).toContain('href="/he/providers/page-bet-he#reviews"');
  });

  it("files the report with the API's rules and shows its reference; the same visitor again gets the same one", async () => {
    const client = newClient();
    const fields = { reason: "spam", explanation: EXPLANATION, email: "", goodFaith: "yes" };
    const first = await post(fields, { client });
    expect(first.status).toBe(200);
    const reference = /data-testid="report-reference">(R-[2-9A-HJKMNP-Z]{6})</.exec(await first.text())?.[1];
    expect(reference).toBeDefined();
    const again = await post(fields, { client });
    expect(await again.text()).toContain(`>${reference}<`);
    const filed = await reportsOf("rp-1");
    expect(filed.filter((r) => r.reference === reference)).toHaveLength(1);
    expect(filed.find((r) => r.reference === reference)).toMatchObject({
      reason: "spam",
      explanation: EXPLANATION,
      email: null,
      locale: "he",
    });
  });

  it("answers what it refuses with the form again: each message beside its field, in the page's language, and everything typed kept", async () => {
    const before = (await reportsOf("rp-1")).length;
    const response = await post({ reason: "", explanation: "  short  ", email: "not an address" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(he("reports.validation.reason"));
    expect(page).toContain(he("reports.validation.good_faith"));
    expect(page).toContain(">  short  </textarea>");
    expect(page).toContain('value="not an address"');
    expect(page).toMatch(/id="explanation"[^>]*aria-describedby="explanation-counter explanation-error"/);
    expect((await reportsOf("rp-1")).length).toBe(before);
  });

  it("refuses a post from another site, and has no page for an unknown or unpublished review", async () => {
    const before = (await reportsOf("rp-1")).length;
    const fields = { reason: "spam", explanation: EXPLANATION, goodFaith: "yes" };
    expect((await post(fields, { from: "https://elsewhere.example" })).status).toBe(403);
    expect((await reportsOf("rp-1")).length).toBe(before);
    expect((await call("/he/reviews/rp-pending/report")).status).toBe(404);
    expect((await post(fields, { path: "/he/reviews/rp-pending/report" })).status).toBe(404);
    expect((await reportsOf("rp-pending")).length).toBe(0);
  });

  it("counts toward the same hourly limit as the API and then says so on the form, keeping the text", async () => {
    const client = newClient();
    const fields = { reason: "other", explanation: EXPLANATION, goodFaith: "yes" };
    for (let sent = 0; sent < 10; sent++) expect((await post(fields, { client })).status).toBe(200);
    const refused = await post(fields, { client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(`>${EXPLANATION}</textarea>`);
  });

  it("still answers with the form when its texts are missing from the strings, each gap showing its key", async () => {
    const missing = ["reviews.report.counter", "reviews.report.title"];
    await db().delete(uiStrings).where(inArray(uiStrings.key, missing));
    try {
      const response = await call(PAGE);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain("<h1>reviews.report.title</h1>");
      expect(page).toContain(">reviews.report.counter</p>");
      expect(page).toContain(he("reviews.report.submit"));
    } finally {
      for (const key of missing)
        await db()
          .insert(uiStrings)
          .values({ key, ...UI_STRINGS[key]! });
    }
  });
});
