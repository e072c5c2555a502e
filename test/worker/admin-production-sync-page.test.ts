import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "#worker/bindings";
import { uiStrings } from "#schema/content";
import { providers } from "#schema/providers";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, setUser, signIn } from "./support/client";

let cookie: string;

beforeAll(async () => {
  const keys = Object.keys(UI_STRINGS).filter((key) => /^(admin\.|a11y\.)/.test(key));
  await db().batch([
    db()
      .insert(providers)
      .values([
        { brand: "Sync One", domain: "one.example", licenseId: "L-1" },
        { brand: "Sync Two", domain: "two.example", licenseId: "L-2" },
      ]),
    ...keys.map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    ),
  ]);
  const admin = await signIn("sync-page-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  cookie = admin.cookie;
});

/** The page's main region as the server renders it. */
const main = async (bindings: Partial<Bindings> = {}) => {
  const response = await call(
    "/admin/production-sync",
    { headers: { cookie: `locale=en; ${cookie}` }, redirect: "manual" },
    bindings,
  );
  expect(response.status).toBe(200);
  const html = (await response.text()).replace(/<!-- -->/g, "");
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
};

describe("/admin/production-sync, server-rendered", () => {
  it("shows the warning and the live counts of what will be copied", async () => {
    const html = await main();
    expect(html).toContain(">Warning<");
    expect(html).toMatch(/<dt[^>]*>Providers<\/dt><dd[^>]*>2<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>UI Strings<\/dt><dd[^>]*>[\d,]{3,}<\/dd>/);
    expect(html).not.toContain("No production database is configured");
  });

  it("without PROD_DB says so", async () => {
    expect(await main({ PROD_DB: undefined })).toContain(
      "No production database is configured on this server",
    );
  });
});
