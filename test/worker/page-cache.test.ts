import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { providers } from "#schema/providers";
import { app } from "#worker/app";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, db, jsonWrite, ORIGIN, setUser, signIn } from "./support/client";
import { recordingDb } from "./support/recording-db";

const TITLE = "home.hero.title";
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  const d = createDb(env.DB);
  await insertCatalogFixtures(d);
  await insertProviderPageFixtures(d);
  await d.insert(uiStrings).values({ key: TITLE, en: "Compare licensed bookmakers", el: "Σύγκριση" });
  admin = await signIn("page-cache-admin@example.com", { firstName: "Cachey", lastName: "Admin" });
  await setUser(admin.userId, { role: "admin" });
});

async function visit(path: string, cookie?: string) {
  const response = await call(path, cookie ? { headers: { cookie } } : {});
  return { response, html: await response.text(), served: response.headers.get("x-page-cache") };
}

/** The base64 SHA-256 of every inline script of a page, as a Content-Security-Policy names it. */
async function inlineScriptHashes(html: string) {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return Promise.all(
    scripts.map(async (script) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
      return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    }),
  );
}

const policyOf = (response: Response) => response.headers.get("content-security-policy") ?? "";

/** A page request whose database statements are recorded. */
async function recorded(path: string) {
  const { db: DB, log } = recordingDb(env.DB);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, DB }, ctx);
  await response.text();
  await waitOnExecutionContext(ctx);
  return { served: response.headers.get("x-page-cache"), log };
}

describe("the edge page cache", () => {
  it("serves an anonymous visitor's second visit from the cache, its inline scripts allowed by hash", async () => {
    const first = await visit("/en/providers/zeta");
    expect(first.served).toBe("miss");
    expect(policyOf(first.response)).toMatch(/script-src 'self' 'nonce-[^']+';/);
    const second = await visit("/en/providers/zeta");
    expect(second.served).toBe("hit");
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("cache-control")).toBe("no-cache");
    expect(second.response.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(second.response.headers.get("x-script-hashes")).toBeNull();
    expect(second.html).toBe(first.html);

    const hashes = await inlineScriptHashes(second.html);
    expect(hashes.length).toBeGreaterThan(0);
    const scriptSources = /script-src ([^;]+)/.exec(policyOf(second.response))![1]!;
    expect(scriptSources).not.toContain("nonce-");
    for (const hash of hashes) expect(scriptSources).toContain(`'${hash}'`);
  });

  it("sends the stored gzip to a browser that takes it", async () => {
    await visit("/en/providers/zeta");
    const response = await call("/en/providers/zeta", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const html = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(html).toBe((await visit("/en/providers/zeta")).html);
  });

  it("goes by the encodings the client sent, not the platform's own Accept-Encoding", async () => {
    await visit("/en/providers/zeta");
    const platform = (clientAcceptEncoding: string) =>
      app.fetch(
        new Request(`${ORIGIN}/en/providers/zeta`, {
          headers: { "accept-encoding": "br, gzip" },
          cf: { clientAcceptEncoding },
        }),
        env,
        createExecutionContext(),
      );
    const plain = await platform("");
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toMatch(/^<!DOCTYPE html>/);
    expect((await platform("gzip, deflate")).headers.get("content-encoding")).toBe("gzip");
  });

  it("answers a hit without a render: one read of the content version, none within a second of the last", async () => {
    await visit("/en/compare?ids=p-active,p-low");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const hit = await recorded("/en/compare?ids=p-active,p-low");
    expect(hit.served).toBe("hit");
    expect(hit.log.roundTrips).toBe(1);
    expect(hit.log.statements.map(({ sql }) => sql)).toEqual([
      expect.stringMatching(/from "content_version"/),
    ]);
    const soon = await recorded("/en/compare?ids=p-active,p-low");
    expect(soon.served).toBe("hit");
    expect(soon.log.roundTrips).toBe(0);
  });

  it("shows a back-office edit on the very next anonymous visit", async () => {
    await visit("/en");
    expect((await visit("/en")).html).toContain("Compare licensed bookmakers");
    const edit = await call(
      `/api/admin/ui-strings/${TITLE}`,
      jsonWrite("PATCH", { en: "Fresh title" }, admin.cookie),
    );
    expect(edit.status).toBe(200);
    const next = await visit("/en");
    expect(next.served).toBe("miss");
    expect(next.html).toContain("Fresh title");
    expect(next.html).not.toContain("Compare licensed bookmakers");
    expect((await visit("/en")).served).toBe("hit");
  });

  it("shows a write that bypassed the back office within a second", async () => {
    await visit("/en/providers");
    await db().update(providers).set({ brand: "Zeta Renamed Directly" }).where(eq(providers.id, "p-active"));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await visit("/en/providers");
    expect(next.served).toBe("miss");
    expect(next.html).toContain("Zeta Renamed Directly");
  });

  it("never serves or stores a signed-in visitor's page", async () => {
    const SIGN_IN_LINK = 'href="/api/login?returnTo=';
    await visit("/en/faq");
    const signedIn = await visit("/en/faq", admin.cookie);
    // The header's corner: the account's link for the signed-in, a sign-in link for everyone else.
    expect(signedIn.served).toBeNull();
    expect(signedIn.html).not.toContain(SIGN_IN_LINK);
    const anonymous = await visit("/en/faq");
    expect(anonymous.served).toBe("hit");
    expect(anonymous.html).toContain(SIGN_IN_LINK);
  });

  it("keeps one copy per language, sidebar state and consent", async () => {
    await visit("/en/bonus");
    for (const cookie of ["locale=he", "sidebar_state=false", "consent=accepted", "consent=rejected"]) {
      expect((await visit("/en/bonus", cookie)).served).toBe("miss");
      expect((await visit("/en/bonus", cookie)).served).toBe("hit");
    }
  });

  it("stores no page that is not found, asked by HEAD, or personal", async () => {
    for (const path of ["/en/providers/no-such-brand", "/profile"]) {
      await visit(path);
      expect((await visit(path)).served).toBeNull();
    }
    await visit("/en/calculator");
    const head = await call("/en/calculator", { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBeNull();
  });
});
