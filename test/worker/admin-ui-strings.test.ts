import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { UiStringRow } from "#schema/api/ui-strings";
import { auditLog } from "#schema/audit";
import { uiStrings } from "#schema/content";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

/** The sidebar's first link: every public page shows it. */
const KEY = "nav.home";
const ORIGINAL = { el: "Αρχική", en: "Home", ru: "Главная", he: "ראשי", uk: "Головна", fr: "Accueil" };

let admin: { cookie: string; userId: string };
let translator: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(uiStrings)
    .values([
      { key: KEY, ...ORIGINAL },
      {
        key: "ui_strings.test.other",
        el: "Άλλο",
        en: "Other",
        ru: "Другое",
        he: null,
        uk: "Інше",
        fr: "Autre",
      },
    ]);
  admin = await signIn("strings-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  translator = await signIn("strings-translator@example.com");
  await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
});

const patch = (key: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/ui-strings/${encodeURIComponent(key)}`, jsonWrite("PATCH", body, cookie));

const englishStrings = async () =>
  (await (await call("/api/ui-strings?locale=en")).json()) as Record<string, string>;

const auditRows = () =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "ui_string"), eq(auditLog.action, "ui_string.update")));

describe("PATCH /api/admin/ui-strings/:key", () => {
  it("changes a text that the API and a public page show on the very next request, and audits it", async () => {
    expect(await englishStrings()).toMatchObject({ [KEY]: "Home" });
    expect(await (await call("/en/faq")).text()).not.toContain("Start here");
    const response = await patch(KEY, { en: "Start here" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ key: KEY, en: "Start here", el: "Αρχική" });

    expect((await englishStrings())[KEY]).toBe("Start here");
    const table = (await (await call("/api/ui-strings")).json()) as UiStringRow[];
    expect(table.find((row) => row.key === KEY)).toMatchObject({ ...ORIGINAL, en: "Start here" });

    const page = await call("/en/faq");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Start here");

    const [audit] = await auditRows();
    expect(audit).toMatchObject({ actorUserId: admin.userId, entityType: "ui_string" });
    expect(audit!.detailsJson).toEqual({ key: KEY, en: "Home → Start here" });
  });

  it("tells every cache to ask again before reusing the strings (Cache-Control: no-cache)", async () => {
    for (const path of ["/api/ui-strings", "/api/ui-strings?locale=he"]) {
      expect((await call(path)).headers.get("cache-control"), path).toBe("no-cache");
    }
  });

  it("stores an emptied text as missing: the table shows null and the page falls back to English", async () => {
    const response = await patch(KEY, { fr: "", el: "Αρχή" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ fr: null, el: "Αρχή" });
    const french = (await (await call("/api/ui-strings?locale=fr")).json()) as Record<string, string>;
    expect(french[KEY]).toBe("Start here");
    const audits = await auditRows();
    expect(audits.at(-1)!.detailsJson).toEqual({ key: KEY, el: "Αρχική → Αρχή", fr: "Accueil → ∅" });
  });

  it("lets a translator edit UI strings, but not onboarding steps", async () => {
    const response = await patch(KEY, { ru: "Начало" }, translator.cookie);
    expect(response.status).toBe(200);
    expect((await auditRows()).at(-1)).toMatchObject({ actorUserId: translator.userId });
    const onboarding = await call(
      "/api/admin/onboarding-steps",
      jsonWrite("POST", { step: {}, translations: {} }, translator.cookie),
    );
    expect(onboarding.status).toBe(403);
  });

  it("writes nothing (and audits nothing) when no text changes", async () => {
    const before = (await auditRows()).length;
    expect((await patch(KEY, { ru: "Начало" })).status).toBe(200);
    expect((await auditRows()).length).toBe(before);
  });

  it("answers 404 for an unknown key and 400 for a body without a language's text", async () => {
    const unknown = await patch("no.such.key", { en: "x" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ messageKey: "admin.error.not_found" });

    for (const body of [{}, { de: "Hallo" }]) {
      const response = await patch(KEY, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "Send the text of at least one language",
        messageKey: "ui_strings.error.no_texts",
      });
    }
    const tooLong = await patch(KEY, { en: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toContain("at most 5000 characters");
  });

  it("is for signed-in staff with the ui_strings permission", async () => {
    expect((await call(`/api/admin/ui-strings/${KEY}`, jsonWrite("PATCH", { en: "x" }))).status).toBe(401);
    const analyst = await signIn("strings-analyst@example.com");
    await setUser(analyst.userId, { role: "analyst", roleAssignedAt: new Date() });
    expect((await patch(KEY, { en: "x" }, analyst.cookie)).status).toBe(403);
    expect((await englishStrings())[KEY]).toBe("Start here");
  });
});

describe("/admin/ui-strings, server-rendered", () => {
  it("renders the key table for a translator, a missing text marked as missing", async () => {
    const keys = Object.keys(UI_STRINGS).filter((key) => key.startsWith("admin.ui_strings."));
    const [first, ...rest] = keys.map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    );
    await db().batch([first!, ...rest]);
    const response = await call("/admin/ui-strings?q=ui_strings.test", {
      headers: { cookie: `locale=en; ${translator.cookie}` },
    });
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/<!-- -->/g, "");
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(html).toMatch(/<h1[^>]*>UI Strings<\/h1>/);
    expect(html).toContain("ui_strings.test.other");
    // Its Hebrew text is missing; nav.home is filtered out by the search.
    expect(html).toMatch(/<span class="[^"]*text-destructive[^"]*">Missing<\/span>/);
    expect(html).not.toContain(">nav.home<");
  });
});
