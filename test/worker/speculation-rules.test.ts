import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, ORIGIN } from "./support/client";

beforeAll(() => insertCatalogFixtures(createDb(env.DB)));

type Predicate =
  | { and: Predicate[] }
  | { or: Predicate[] }
  | { not: Predicate }
  | { href_matches: string | string[] }
  | { selector_matches: string };
type Rule = { where: Predicate; eagerness: string };
type Rules = { prefetch?: Rule[]; prerender?: Rule[] };

const SCRIPT = /<script type="speculationrules"([^>]*)>([\s\S]*?)<\/script>/g;

async function rulesOf(path: string) {
  const response = await call(path);
  const html = await response.text();
  const scripts = [...html.matchAll(SCRIPT)];
  const policy = response.headers.get("content-security-policy") ?? "";
  return { response, scripts, policy };
}

/**
 * Whether a rule's condition takes a link to `href` that no selector names (a plain link of the
 * page): its address patterns decide, as the browser reads them against the page's address.
 */
function takes(predicate: Predicate, href: string, base: string): boolean {
  if ("and" in predicate) return predicate.and.every((part) => takes(part, href, base));
  if ("or" in predicate) return predicate.or.some((part) => takes(part, href, base));
  if ("not" in predicate) return !takes(predicate.not, href, base);
  if ("selector_matches" in predicate) return false;
  const patterns = [predicate.href_matches].flat();
  return patterns.some((pattern) => new URLPattern(pattern, base).test(new URL(href, base)));
}

const PAGES = [
  ...[...PUBLIC_PAGE_PATHS, "/providers/zeta"].map((path) => `/en${path === "/" ? "" : path}`),
  "/he",
  "/el/providers",
];

describe("Speculation Rules", () => {
  it.each(PAGES)("%s carries one rule set, with the response's CSP nonce", async (path) => {
    const { response, scripts, policy } = await rulesOf(path);
    expect(response.status).toBe(200);
    expect(scripts).toHaveLength(1);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(scripts[0]![1]).toBe(` nonce="${nonce}"`);
    const rules = JSON.parse(scripts[0]![2]!) as Rules;
    expect(Object.keys(rules).sort()).toEqual(["prefetch", "prerender"]);
  });

  it("prefetches the site's pages on hover and prerenders a provider's page and the bottom navigation's; never the API, sign-in, the back office, the profile or a click-out", async () => {
    const base = `${ORIGIN}/en`;
    const { scripts } = await rulesOf("/en");
    const rules = JSON.parse(scripts[0]![2]!) as Rules;
    const prefetched = (href: string) => rules.prefetch!.some((rule) => takes(rule.where, href, base));
    const prerendered = (href: string) => rules.prerender!.some((rule) => takes(rule.where, href, base));
    for (const rule of [...rules.prefetch!, ...rules.prerender!]) expect(rule.eagerness).toBe("moderate");

    for (const href of ["/en/bonus", "/el/providers?sort=rating", "/he/leaderboard", "/en/providers/zeta"])
      expect(prefetched(href), href).toBe(true);
    expect(prerendered("/en/providers/zeta")).toBe(true);
    expect(prerendered("/he/providers/alpha")).toBe(true);
    for (const href of ["/en", "/el/providers", "/he/bonus", "/en/compare", "/en/menu"])
      expect(prerendered(href), href).toBe(true);
    expect(prerendered("/en/faq")).toBe(false);
    expect(prerendered("/en/providers/zeta/reviews")).toBe(false);
    expect(prefetched("https://partner.example/")).toBe(false);

    for (const href of [
      "/api/logout",
      "/api/login?returnTo=/en",
      "/api/newsletter/confirm?token=x",
      "/auth/callback",
      "/admin",
      "/admin/reviews",
      "/admin-fix",
      "/profile",
      "/go/provider-1?placement=provider_card&locale=en",
      "/go/banner/b1?placement=hero&locale=en",
    ]) {
      expect(prefetched(href), href).toBe(false);
      expect(prerendered(href), href).toBe(false);
    }
  });
});
