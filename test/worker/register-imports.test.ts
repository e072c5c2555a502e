import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  BlockListPreview,
  LicencesPreview,
  RegisterImportResult,
  RegisterImportSummary,
} from "#schema/api/admin-register";
import type { AdminDashboard } from "#schema/api/admin-dashboard";
import type { ProviderDetail } from "#schema/api/providers";
import { auditLog } from "#schema/audit";
import { nicosiaDate } from "#schema/cyprus-time";
import { blockedDomains, registerEntries, registerImports } from "#schema/licence-register";
import { providers, providersI18n } from "#schema/providers";
import { recomputeScores } from "#worker/services/provider-scores";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const licensed = {
  licenseStatus: "licensed" as const,
  registerCheck: "confirmed" as const,
  licenseFrom: "2018-01-01",
  withdrawalTime: "24 h",
  minDeposit: 10,
  payments: ["visa"],
  liveChat: true,
};
const IDS = ["r-alpha", "r-beta", "r-gamma", "r-delta"];

let admin: { cookie: string; userId: string };
let editor: { cookie: string; userId: string };

beforeAll(async () => {
  admin = await signIn("register-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  editor = await signIn("register-editor@example.com");
  await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
  await db().batch([
    db()
      .insert(providers)
      .values([
        // Found by its licence number, written differently in the register.
        {
          id: "r-alpha",
          brand: "Alpha",
          domain: "alpha-reg.example",
          licenseId: "NBA-CY-2016-007",
          ...licensed,
        },
        // The register has another number for it, but its company's name ("Limited" is "LTD.").
        {
          id: "r-beta",
          brand: "Beta",
          domain: "beta-reg.example",
          licenseId: "OLD-1",
          companyLegalName: "Beta Betting Services Limited",
          ...licensed,
        },
        // Only its website names it.
        { id: "r-gamma", brand: "Gamma", domain: "gamma-reg.example", licenseId: "X-9", ...licensed },
        // Licensed by its own record; the first register drops it.
        {
          id: "r-delta",
          brand: "Delta",
          domain: "delta-reg.example",
          licenseId: "NBA-CY-2020-020",
          affiliateUrl: "https://partner.example/delta",
          ...licensed,
        },
      ]),
    // Its licence expired by the site's own record: the register not naming it is no news.
    db()
      .insert(providers)
      .values({
        id: "r-expired",
        brand: "Expired",
        domain: "expired-reg.example",
        licenseId: "NBA-CY-2012-001",
        ...licensed,
        licenseStatus: "expired",
        registerCheck: "expired",
      }),
    db()
      .insert(providersI18n)
      .values(IDS.map((id) => ({ providerId: id, locale: "en" as const, slug: id }))),
  ]);
  await recomputeScores(db(), "all", new Date());
});

const REGISTER = [
  "Licence number\tCompany\tClass\tWebsite domains\tStatus\tValid from\tValid to",
  "NBA CY 2016/007\tAlpha Gaming Ltd\tA\twww.alpha-reg.example, https://alpha2.example/\tActive\t01/02/2016\t2027-01-31",
  "NBA-CY-2017-011\tBETA BETTING SERVICES LTD.\tA\tbeta-reg.example\tActive\t\t",
  "NBA-CY-2019-900\tGamma Holdings Ltd\tB\twww.gamma-reg.example\tSuspended\t\t",
  "NBA-CY-2021-001\tUnknown Operator Ltd\tA\tnobody.example\tActive\t\t",
].join("\n");
/** The same register as a CSV file that also names Delta. */
const withDelta = [
  "licence number,company,class,website domains,status,valid from,valid to",
  'NBA-CY-2016-007,Alpha Gaming Ltd,A,"alpha-reg.example, alpha2.example",active,,',
  "NBA-CY-2017-011,Beta Betting Services Ltd,A,beta-reg.example,active,,",
  "NBA-CY-2019-900,Gamma Holdings Ltd,B,gamma-reg.example,suspended,,",
  "NBA-CY-2021-001,Unknown Operator Ltd,A,nobody.example,active,,",
  "NBA-CY-2020-020,Delta Ltd,A,delta-reg.example,active,,",
].join("\r\n");

const send = (path: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/register-imports${path}`, jsonWrite("POST", body, cookie));
const licences = (text: string) => ({ kind: "licences", source: "register.csv", text });
const standing = async (id: string) => (await db().select().from(providers).where(eq(providers.id, id)))[0]!;
/** The dashboard's alert: the providers the register does not confirm, with their slug and standing. */
const alerts = async () =>
  (
    (await (
      await call("/api/admin/dashboard", { headers: { cookie: admin.cookie } })
    ).json()) as AdminDashboard
  ).registerAlerts.map((p) => [p.brand, p.slug, p.registerCheck]);
const scoreOf = async (id: string) =>
  ((await (await call(`/api/providers/${id}?locale=en`)).json()) as ProviderDetail).score;
/** Where the provider's visit link leads: 302 to its site, or 451 with the page saying why not. */
const visitStatus = async (id: string) => (await call(`/go/${id}`, { redirect: "manual" })).status;

describe("the licence register import", () => {
  it("previews the match of each row (licence, company, domain) and the providers not found, writing nothing", async () => {
    const response = await send("/preview", licences(REGISTER));
    expect(response.status).toBe(200);
    const preview = (await response.json()) as LicencesPreview;
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r) => [r.provider?.id ?? null, r.matchedBy, r.after])).toEqual([
      ["r-alpha", "licence", "confirmed"],
      ["r-beta", "company", "confirmed"],
      ["r-gamma", "domain", "suspended"],
      [null, null, null],
    ]);
    expect(preview.rows[0]).toMatchObject({
      domains: ["alpha-reg.example", "alpha2.example"],
      validFrom: "2016-02-01",
      validTo: "2027-01-31",
    });
    expect(preview.notFound.map((p) => [p.id, p.before])).toEqual([
      ["r-delta", "confirmed"],
      ["r-expired", "expired"],
    ]);
    expect(preview.changes).toBe(3);
    expect(await db().select().from(registerImports)).toEqual([]);
    expect((await standing("r-delta")).registerCheck).toBe("confirmed");
  });

  it("applies it in one go: a dropped provider is 'missing' and loses its score and visit link; audited; then a later import brings them back", async () => {
    expect(await scoreOf("r-delta")).not.toBeNull();
    expect(await visitStatus("r-delta")).toBe(302);
    const response = await send("", licences(REGISTER));
    expect(response.status).toBe(200);
    const result = (await response.json()) as RegisterImportResult;
    expect(result.message).toBe("The register was imported");

    const today = nicosiaDate(new Date());
    expect(await standing("r-delta")).toMatchObject({ registerCheck: "missing", licenseVerifiedOn: today });
    expect(await standing("r-gamma")).toMatchObject({ registerCheck: "suspended", licenseClass: "B" });
    expect(await standing("r-alpha")).toMatchObject({
      registerCheck: "confirmed",
      licenseVerifiedOn: today,
      licenseClass: "A",
      licensedDomains: ["alpha-reg.example", "alpha2.example"],
    });
    expect(await scoreOf("r-delta")).toBeNull();
    expect(await visitStatus("r-delta")).toBe(451);
    expect(await scoreOf("r-gamma")).toBeNull();
    // Expired by the site's own record too: missing from the register, but no alert.
    expect((await standing("r-expired")).registerCheck).toBe("missing");
    expect(await alerts()).toEqual([
      ["Delta", "r-delta", "missing"],
      ["Gamma", "r-gamma", "suspended"],
    ]);
    expect(await scoreOf("r-alpha")).not.toBeNull();

    const entries = await db()
      .select()
      .from(registerEntries)
      .where(eq(registerEntries.importId, result.importId));
    expect(entries).toHaveLength(4);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ["register.licences", "provider.register_check"]));
    expect(audits.map((a) => [a.action, a.entityId, a.detailsJson?.registerCheck ?? null]).sort()).toEqual(
      [
        ["provider.register_check", "r-delta", "confirmed → missing"],
        ["provider.register_check", "r-gamma", "confirmed → suspended"],
        ["provider.register_check", "r-expired", "expired → missing"],
        ["register.licences", result.importId, null],
      ].sort(),
    );

    // A comma-separated file this time, which names Delta (and Gamma still suspended).
    const again = await send("", licences(withDelta));
    expect(again.status).toBe(200);
    expect((await standing("r-delta")).registerCheck).toBe("confirmed");
    expect(await scoreOf("r-delta")).not.toBeNull();
    expect(await visitStatus("r-delta")).toBe(302);
    expect(await alerts()).toEqual([["Gamma", "r-gamma", "suspended"]]);
    const [latest] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "provider.register_check"))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
    expect(latest).toMatchObject({
      entityId: "r-delta",
      detailsJson: { registerCheck: "missing → confirmed" },
    });

    const history = (await (
      await call("/api/admin/register-imports", { headers: { cookie: admin.cookie } })
    ).json()) as RegisterImportSummary[];
    expect(history.slice(0, 2).map((h) => [h.kind, h.source, h.rowCount, h.actor])).toEqual([
      ["licences", "register.csv", 5, "register-admin@example.com"],
      ["licences", "register.csv", 4, "register-admin@example.com"],
    ]);
  });

  it("answers 400 by key for an empty file, a missing column or too many rows, and refuses rows with errors (422, nothing written)", async () => {
    const before = (await db().select().from(registerImports)).length;
    const expectRefused = async (text: string, status: number, messageKey: string) => {
      for (const path of ["/preview", ""]) {
        const response = await send(path, licences(text));
        expect(response.status).toBe(status);
        expect(await response.json()).toMatchObject({ messageKey });
      }
    };
    await expectRefused("\uFEFF  \n", 400, "admin.register.error.no_data");
    await expectRefused("Company,Status\nAlpha Ltd,active", 400, "admin.register.error.missing_column");
    const huge = ["licence,company,status", ...Array.from({ length: 1001 }, (_, i) => `L${i},C${i},active`)];
    await expectRefused(huge.join("\n"), 400, "admin.register.error.too_many_rows");
    const bad =
      "licence,company,status,website\nL1,One Ltd,dormant,one.example\nL2,Two Ltd,active,not_a_domain";
    const refused = await send("", licences(bad));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      messageKey: "admin.register.error.refused",
      params: { count: 2 },
    });
    const preview = (await (await send("/preview", licences(bad))).json()) as LicencesPreview;
    expect(preview.errors.map((e) => [e.row, e.messageKey])).toEqual([
      [2, "admin.register.error.unknown_status"],
      [3, "admin.register.error.bad_domain"],
    ]);
    expect((await db().select().from(registerImports)).length).toBe(before);
  });

  it("is for admins only: an editor gets 403", async () => {
    expect((await send("/preview", licences(REGISTER), editor.cookie)).status).toBe(403);
    expect((await send("", licences(REGISTER), editor.cookie)).status).toBe(403);
  });
});

describe("the block list import", () => {
  const blockList = (text: string) => ({ kind: "blocked_sites", source: "blocked.txt", text });
  const stored = async () =>
    (await db().select({ domain: blockedDomains.domain }).from(blockedDomains)).map((r) => r.domain).sort();

  it("replaces the list: one domain a line (a title line skipped), or a table's domain column", async () => {
    const first = await send(
      "",
      blockList("Blocked websites\nwww.bad-bets.test\nhttps://worse.test/casino\nbad-bets.test\n"),
    );
    expect(first.status).toBe(200);
    expect(await stored()).toEqual(["bad-bets.test", "worse.test"]);

    const preview = (await (
      await send("/preview", blockList("No;Domain;Date\n1;worse.test;2026-01-01\n2;other.test;2026-02-01"))
    ).json()) as BlockListPreview;
    expect(preview).toMatchObject({
      domains: ["other.test", "worse.test"],
      added: ["other.test"],
      removed: ["bad-bets.test"],
    });
    expect(await stored()).toEqual(["bad-bets.test", "worse.test"]);

    expect(
      (await send("", blockList("No;Domain;Date\n1;worse.test;2026-01-01\n2;other.test;2026-02-01"))).status,
    ).toBe(200);
    expect(await stored()).toEqual(["other.test", "worse.test"]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "register.blocked_sites"))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
    expect(audit?.detailsJson).toMatchObject({ domains: 2, added: "other.test", removed: "bad-bets.test" });
  });

  it("refuses a list with a line that is no domain, keeping the stored one", async () => {
    const response = await send("", blockList("fine.test\nnot a domain"));
    expect(response.status).toBe(422);
    expect(await stored()).toEqual(["other.test", "worse.test"]);
  });
});
