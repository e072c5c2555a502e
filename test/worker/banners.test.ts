import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBanner } from "#schema/api/admin-banners";
import type { PublicBanner } from "#schema/api/banners";
import { auditLog } from "#schema/audit";
import { banners, bannersI18n } from "#schema/banners";
import { trackingEvents, uiStrings } from "#schema/content";
import { nicosiaDate } from "#schema/cyprus-time";
import { ADMIN_BANNERS_STRINGS } from "#seed/ui-strings/admin-banners";
import { TRUST_STRINGS } from "#seed/ui-strings/trust";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

type Session = { cookie: string; userId: string };
let admin: Session;
let editor: Session;
let translator: Session;

beforeAll(async () => {
  const d = db();
  await d.batch(
    Object.entries({ ...TRUST_STRINGS, ...ADMIN_BANNERS_STRINGS }).map(([key, texts]) =>
      d
        .insert(uiStrings)
        .values({ key, ...texts })
        .onConflictDoNothing(),
    ) as [never],
  );
  admin = await signIn("banners-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  editor = await signIn("banners-editor@example.com");
  await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
  translator = await signIn("banners-translator@example.com");
  await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
});

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => nicosiaDate(new Date(Date.now() + offset * DAY));

const english = { content: "Bet builder week", ctaText: "Join now", ctaUrl: "https://partner.example/en" };
const greek = { content: "Εβδομάδα bet builder", ctaText: "Μπείτε", ctaUrl: "https://partner.example/el" };
const valid = {
  name: "Spring campaign",
  placement: "hero",
  rule: { pages: ["home", "faq"] },
  frequencyCap: 0,
  active: true,
  translations: { en: english, el: greek, fr: { content: "", ctaText: "", ctaUrl: "" } },
};

const send = (method: string, path: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/banners${path}`, jsonWrite(method, body, cookie));

async function create(body: unknown, cookie = admin.cookie) {
  const response = await send("POST", "", body, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AdminBanner;
}

const remove = (id: string) => send("DELETE", `/${id}`, {});

const auditOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "banner"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

/** A banner's element in a page, as shown (no hydration data, no React text separators). */
const bannerIn = (html: string, placement: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<!-- -->/g, "")
    .match(new RegExp(`<div data-banner="${placement}"[\\s\\S]*?</div>`))?.[0] ?? "";

/** A page's HTML as a visitor gets it, with the given Cookie header. */
const page = async (path: string, cookie?: string) => {
  const response = await call(path, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  return { html: await response.text(), response };
};

/** The banners the public API gives a page: what its slots render. */
const publicBanners = async (query: string, cookie?: string) => {
  const response = await call(`/api/banners?${query}`, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  return { banners: (await response.json()) as PublicBanner[], response };
};

describe("admin API", () => {
  it("creates a banner with its languages (blank ones dropped), audited in the same batch", async () => {
    const banner = await create(valid);
    expect(banner).toMatchObject({
      name: "Spring campaign",
      placement: "hero",
      rule: { pages: ["home", "faq"], startDate: null, endDate: null },
      frequencyCap: 0,
      active: true,
    });
    expect(Object.keys(banner.translations).sort()).toEqual(["el", "en"]);
    const [row] = await auditOf(banner.id);
    expect(row).toMatchObject({ action: "banner.create", actorUserId: admin.userId });
    expect(row!.detailsJson).toMatchObject({
      name: "Spring campaign",
      pages: "home, faq",
      "en.content": english.content,
    });
    expect((await remove(banner.id)).status).toBe(204);
  });

  it("edits and deletes, each audited; the list shows every banner, inactive ones too", async () => {
    const banner = await create(valid);
    const patched = await send("PATCH", `/${banner.id}`, {
      ...valid,
      active: false,
      frequencyCap: 3,
      translations: { en: english },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      active: false,
      frequencyCap: 3,
      translations: { en: english },
    });
    const list = (await (
      await call("/api/admin/banners", { headers: { cookie: admin.cookie } })
    ).json()) as AdminBanner[];
    expect(list.find((b) => b.id === banner.id)).toMatchObject({ active: false });
    expect(await db().select().from(bannersI18n).where(eq(bannersI18n.bannerId, banner.id))).toHaveLength(1);
    expect((await remove(banner.id)).status).toBe(204);
    const actions = (await auditOf(banner.id)).map((row) => row.action);
    expect(actions).toEqual(["banner.create", "banner.update", "banner.delete"]);
    const update = (await auditOf(banner.id))[1]!.detailsJson;
    expect(update).toMatchObject({
      active: "true → false",
      frequencyCap: "0 → 3",
      "el.content": `${greek.content} → ∅`,
    });
    expect(await db().select().from(banners).where(eq(banners.id, banner.id))).toHaveLength(0);
    expect((await remove(banner.id)).status).toBe(404);
    expect((await send("PATCH", `/${banner.id}`, valid)).status).toBe(404);
  });

  it.each([
    ["no name", { ...valid, name: "  " }, "name"],
    ["an unknown placement", { ...valid, placement: "popup" }, "placement"],
    ["no page", { ...valid, rule: { pages: [] } }, "rule.pages"],
    ["an unknown page", { ...valid, rule: { pages: ["casino"] } }, "rule.pages.0"],
    [
      "an end before the start",
      { ...valid, rule: { pages: ["home"], startDate: day(2), endDate: day(1) } },
      "rule.endDate",
    ],
    [
      "a date that is no date",
      { ...valid, rule: { pages: ["home"], startDate: "tomorrow" } },
      "rule.startDate",
    ],
    ["a negative cap", { ...valid, frequencyCap: -1 }, "frequencyCap"],
    ["a fractional cap", { ...valid, frequencyCap: 1.5 }, "frequencyCap"],
    ["no English", { ...valid, translations: { el: greek } }, "translations.en.content"],
    [
      "a javascript: CTA",
      { ...valid, translations: { en: { ...english, ctaUrl: "javascript:alert(1)" } } },
      "translations.en.ctaUrl",
    ],
    [
      "an ftp CTA",
      { ...valid, translations: { en: { ...english, ctaUrl: "ftp://files.example/x" } } },
      "translations.en.ctaUrl",
    ],
  ])("refuses %s with a 400 naming the field, and saves nothing", async (_, body, field) => {
    const before = (await db().select().from(banners)).length;
    const response = await send("POST", "", body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
    expect(await db().select().from(banners)).toHaveLength(before);
  });

  it("lets an editor manage banners; a translator and an anonymous visitor get 403 and 401", async () => {
    const banner = await create(valid, editor.cookie);
    expect((await send("DELETE", `/${banner.id}`, {}, editor.cookie)).status).toBe(204);
    expect((await call("/api/admin/banners", { headers: { cookie: translator.cookie } })).status).toBe(403);
    expect((await send("POST", "", valid, translator.cookie)).status).toBe(403);
    expect((await call("/api/admin/banners")).status).toBe(401);
  });
});

describe("public pages", () => {
  let hero: AdminBanner;
  beforeAll(async () => {
    hero = await create({ ...valid, name: "Public hero", rule: { pages: ["faq"] } });
  });

  it("renders the banner in the server HTML of its pages only, in the page's language, with the 18+ notice and the tracked link", async () => {
    const en = bannerIn((await page("/en/faq")).html, "hero");
    expect(en).toContain(english.content);
    expect(en).toContain("Advertisement · For adults aged 18 and over only.");
    expect(en).toContain(`href="/go/banner/${hero.id}?placement=hero&amp;locale=en"`);
    expect(en).toContain('rel="sponsored noopener"');
    const el = bannerIn((await page("/el/faq")).html, "hero");
    expect(el).toContain(greek.content);
    expect(el).toContain("Μόνο για ενήλικες 18 ετών και άνω.");
    expect(el).toContain(`href="/go/banner/${hero.id}?placement=hero&amp;locale=el"`);
    // No Russian text: English is shown.
    expect(bannerIn((await page("/ru/faq")).html, "hero")).toContain(english.content);
    expect((await page("/en/calculator")).html).not.toContain('data-banner="hero"');
  });

  it("shows the banner in the page's markup only: the page does not carry its data to hydrate it", async () => {
    const { html } = await page("/en/faq");
    expect(bannerIn(html, "hero")).toContain(english.content);
    expect(html.split(english.content)).toHaveLength(2);
  });

  it("does not render an inactive banner, nor one outside its window of days", async () => {
    const cases = [
      { name: "off", active: false, rule: { pages: ["compare"] } },
      { name: "later", rule: { pages: ["compare"], startDate: day(2) } },
      { name: "over", rule: { pages: ["compare"], startDate: day(-5), endDate: day(-1) } },
    ];
    const made = await Promise.all(
      cases.map((c, i) =>
        create({ ...valid, ...c, translations: { en: { ...english, content: `Hidden ${i}` } } }),
      ),
    );
    const html = (await page("/en/compare")).html;
    for (let i = 0; i < cases.length; i += 1) expect(html).not.toContain(`Hidden ${i}`);
    const today = await create({
      ...valid,
      rule: { pages: ["compare"], startDate: day(0), endDate: day(0) },
      translations: { en: { ...english, content: "Shown today" } },
    });
    expect((await page("/en/compare")).html).toContain("Shown today");
    for (const banner of [...made, today]) await remove(banner.id);
  });

  it("answers 400 for an unknown page and a 200 page when the banner cookie is unreadable", async () => {
    expect((await call("/api/banners?page=casino")).status).toBe(400);
    for (const value of ["%", "garbage~~..", "x".repeat(5000), `${hero.id}.abc`]) {
      const { html } = await page("/en/faq", `consent=accepted; banner_views=${value}`);
      expect(html).toContain(english.content);
    }
  });
});

describe("frequency cap", () => {
  let capped: AdminBanner;
  let uncapped: AdminBanner;
  beforeAll(async () => {
    capped = await create({
      ...valid,
      placement: "sticky_footer",
      rule: { pages: ["leaderboard"] },
      frequencyCap: 2,
      translations: { en: { ...english, content: "Capped offer" } },
    });
    uncapped = await create({
      ...valid,
      placement: "hero",
      rule: { pages: ["leaderboard"] },
      translations: { en: { ...english, content: "Everyone offer" } },
    });
  });

  it("shows an uncapped banner to everyone, and a capped one never without cookie consent (nor sets a cookie)", async () => {
    for (const cookie of [undefined, "consent=rejected"]) {
      const { html, response } = await page("/en/leaderboard", cookie);
      expect(html).toContain("Everyone offer");
      expect(html).not.toContain("Capped offer");
      expect(response.headers.getSetCookie().join()).not.toContain("banner_views=");
    }
  });

  it("with consent, shows a capped banner and counts the view in a cookie the page sets, until the cap", async () => {
    const first = await page("/en/leaderboard", "consent=accepted");
    expect(first.html).toContain("Capped offer");
    expect(first.html).toContain('data-banner="sticky_footer"');
    const set = first.response.headers.getSetCookie().find((c) => c.startsWith("banner_views="));
    expect(set).toContain(`banner_views=${capped.id}.1`);
    expect(first.response.headers.get("cache-control")).toBe("private, no-cache");

    const second = await page("/en/leaderboard", `consent=accepted; banner_views=${capped.id}.1`);
    expect(second.html).toContain("Capped offer");
    expect(second.response.headers.getSetCookie().join()).toContain(`banner_views=${capped.id}.2`);

    const spent = await page("/en/leaderboard", `consent=accepted; banner_views=${capped.id}.2`);
    expect(spent.html).not.toContain("Capped offer");
    expect(spent.html).toContain("Everyone offer");
  });

  it("shows a capped banner to a prefetch or prerender without counting the view, and keeps that page private", async () => {
    for (const speculation of <Record<string, string>[]>[
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
    ]) {
      const response = await call("/en/leaderboard", {
        headers: { cookie: "consent=accepted", ...speculation },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Capped offer");
      expect(response.headers.getSetCookie().join()).not.toContain("banner_views=");
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    }
    const visit = await page("/en/leaderboard", "consent=accepted");
    expect(visit.response.headers.getSetCookie().join()).toContain(`banner_views=${capped.id}.1`);
  });

  it("clears a count cookie left from an earlier consent", async () => {
    const { response } = await publicBanners(
      "page=leaderboard",
      `consent=rejected; banner_views=${capped.id}.1`,
    );
    expect(response.headers.getSetCookie().join()).toMatch(/banner_views=;.*Max-Age=0/i);
  });

  it("keeps the cookie bounded: 20 banners at most", async () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}.1`,
    );
    const { response } = await publicBanners(
      "page=leaderboard",
      `consent=accepted; banner_views=${many.join("~")}`,
    );
    const value = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("banner_views="))!
      .split(";")[0]!;
    expect(decodeURIComponent(value).split("~")).toHaveLength(20);
    expect(value).toContain(`${capped.id}.1`);
  });

  afterAll(async () => {
    await remove(capped.id);
    await remove(uncapped.id);
  });
});

describe("/go/banner/{id}", () => {
  it("records a banner_click and redirects to the locale's CTA address, else the English one", async () => {
    const banner = await create({ ...valid, rule: { pages: ["menu"] } });
    const el = await call(`/go/banner/${banner.id}?placement=hero&locale=el`, { redirect: "manual" });
    expect(el.status).toBe(302);
    expect(el.headers.get("location")).toBe(greek.ctaUrl);
    const ru = await call(`/go/banner/${banner.id}?placement=hero&locale=ru`, { redirect: "manual" });
    expect(ru.headers.get("location")).toBe(english.ctaUrl);
    const events = (await db().select().from(trackingEvents)).filter(
      (e) => e.payloadJson?.targetId === banner.id,
    );
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: "banner_click",
      targetId: banner.id,
      placement: "hero",
      payloadJson: { targetId: banner.id, placement: "hero" },
      userLocale: "el",
    });
    await remove(banner.id);
  });

  it("is the 404 screen for an unknown, inactive or out-of-window banner, and records nothing", async () => {
    const inactive = await create({ ...valid, active: false });
    const ended = await create({ ...valid, rule: { pages: ["home"], endDate: day(-1) } });
    for (const id of ["no-such-banner", inactive.id, ended.id]) {
      const response = await call(`/go/banner/${id}?placement=hero`, { redirect: "manual" });
      expect(response.status).toBe(404);
      const events = (await db().select().from(trackingEvents)).filter((e) => e.payloadJson?.targetId === id);
      expect(events).toHaveLength(0);
    }
    await remove(inactive.id);
    await remove(ended.id);
  });
});
