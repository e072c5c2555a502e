import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { providers } from "#schema/providers";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { recordingDb } from "./support/recording-db";

const KEY = "api-cache.test";
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  const d = createDb(env.DB);
  await insertCatalogFixtures(d);
  await insertProviderPageFixtures(d);
  await d.insert(uiStrings).values({ key: KEY, en: "Before", el: "Πριν" });
  admin = await signIn("api-cache-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
});

async function ask(path: string, init: RequestInit = {}) {
  const response = await call(path, init);
  return { response, body: await response.text(), served: response.headers.get("x-api-cache") };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the public API's edge cache", () => {
  it("answers an anonymous caller's second request from the cache, without the database", async () => {
    const first = await ask("/api/providers?locale=el");
    expect(first.served).toBe("miss");
    await wait(1100);
    const { db: DB, log } = recordingDb(env.DB);
    const second = await call("/api/providers?locale=el", {}, { DB });
    expect(second.headers.get("x-api-cache")).toBe("hit");
    expect(await second.text()).toBe(first.body);
    // Only the content version, and within a second of that read not even it.
    expect(log.statements.map(({ sql }) => sql)).toEqual([expect.stringMatching(/from "content_version"/)]);
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(second.headers.get("cache-control")).toBe("no-cache");
    const soon = await call("/api/providers?locale=el", {}, { DB });
    expect(soon.headers.get("x-api-cache")).toBe("hit");
    expect(log.roundTrips).toBe(1);
  });

  it("revalidates a cached answer by its ETag", async () => {
    const first = await ask("/api/provider-cards?locale=en");
    const tag = first.response.headers.get("etag")!;
    const hit = await call("/api/provider-cards?locale=en");
    expect(hit.headers.get("x-api-cache")).toBe("hit");
    expect(hit.headers.get("etag")).toBe(tag);
    const revalidated = await call("/api/provider-cards?locale=en", { headers: { "if-none-match": tag } });
    expect(revalidated.status).toBe(304);
  });

  it("shows a back-office edit on the very next request", async () => {
    await ask("/api/ui-strings?locale=en");
    expect((await ask("/api/ui-strings?locale=en")).body).toContain('"Before"');
    const edit = await call(
      `/api/admin/ui-strings/${KEY}`,
      jsonWrite("PATCH", { en: "After" }, admin.cookie),
    );
    expect(edit.status).toBe(200);
    const next = await ask("/api/ui-strings?locale=en");
    expect(next.served).toBe("miss");
    expect(next.body).toContain('"After"');
    expect((await ask("/api/ui-strings?locale=en")).served).toBe("hit");
  });

  it("shows a write that bypassed the Worker within a second", async () => {
    await ask("/api/providers/p-active?locale=en");
    await db().update(providers).set({ brand: "Zeta Bet Direct" }).where(eq(providers.id, "p-active"));
    await wait(1100);
    const next = await ask("/api/providers/p-active?locale=en");
    expect(next.served).toBe("miss");
    expect(next.body).toContain("Zeta Bet Direct");
  });

  it("never serves or stores a signed-in caller's answer", async () => {
    const path = "/api/providers/p-active/reviews?locale=en";
    const signedIn = await ask(path, { headers: { cookie: admin.cookie } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.served).toBeNull();
    expect((await ask(path)).served).toBe("miss");
    expect((await ask(path, { headers: { cookie: admin.cookie } })).served).toBeNull();
  });

  it("keeps one copy per language of the caller", async () => {
    const path = "/api/promotions?locale=en";
    await ask(path);
    const hebrew = { headers: { "accept-language": "he" } };
    expect((await ask(path, hebrew)).served).toBe("miss");
    expect((await ask(path, hebrew)).served).toBe("hit");
  });

  it("keeps no refusal, no HEAD, and nothing outside the public reads", async () => {
    for (const path of [
      "/api/providers/no-such-brand",
      "/api/providers?locale=xx",
      "/api/me",
      "/api/health",
    ]) {
      await ask(path);
      expect((await ask(path)).served, path).toBeNull();
    }
    await ask("/api/promotions?locale=el");
    const head = await call("/api/promotions?locale=el", { method: "HEAD" });
    expect(head.headers.get("x-api-cache")).toBeNull();
  });
});
