import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, db, signIn } from "./support/client";

beforeAll(() => insertCatalogFixtures(createDb(env.DB)));

const revalidate = (path: string, tag: string, cookie?: string) =>
  call(path, { headers: { "if-none-match": tag, ...(cookie ? { cookie } : {}) } });

describe("revalidating public answers", () => {
  it("tags a public API answer, answers 304 while it is unchanged and 200 once it changed", async () => {
    const first = await call("/api/providers?locale=en");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^"[0-9a-f]+"$/);

    const again = await revalidate("/api/providers?locale=en", tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("no-cache");

    await db().update(providers).set({ brand: "Zeta Bet Renamed" }).where(eq(providers.id, "p-active"));
    // A write that bypassed the Worker shows within a second (the edge cache's version check).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await revalidate("/api/providers?locale=en", tag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    expect(await changed.text()).toContain("Zeta Bet Renamed");
  });

  it("keeps a route's own rule, and makes a signed-in visitor's answers private", async () => {
    expect((await call("/api/ui-strings?locale=en")).headers.get("cache-control")).toBe("no-cache");
    const { cookie } = await signIn("revalidation@example.com");
    const own = await call("/api/providers?locale=en", { headers: { cookie } });
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lets a cache keep an anonymous page but ask again first", async () => {
    const page = await call("/en/providers");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
  });
});
