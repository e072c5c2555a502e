import { inArray } from "drizzle-orm";
import { blockedDomains } from "#schema/licence-register";
import { websiteDomain } from "#schema/website-domain";
import { fieldError } from "../lib/errors";
import type { Db } from "../lib/db";

/**
 * The domain of a web address as the block list stores it (`websiteDomain`), and every domain above
 * it ('a.b.example.com' → itself, 'b.example.com', 'example.com', 'com'): a listed domain blocks its
 * subdomains too. Null for anything that is not a web address.
 */
function domainsOf(url: string): string[] | null {
  let host: string | null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    host = websiteDomain(parsed.hostname);
  } catch {
    return null;
  }
  if (!host) return null;
  const labels = host.split(".");
  return labels.map((_, index) => labels.slice(index).join("."));
}

/** The listed domain the first of `urls` that is on the regulator's block list falls under, or null. */
export async function blockedDomainOf(db: Db, urls: readonly (string | null | undefined)[]) {
  const candidates = [...new Set(urls.flatMap((url) => (url ? (domainsOf(url) ?? []) : [])))];
  if (candidates.length === 0) return null;
  const listed = await db
    .select({ domain: blockedDomains.domain })
    .from(blockedDomains)
    .where(inArray(blockedDomains.domain, candidates));
  if (listed.length === 0) return null;
  const blocked = new Set(listed.map((row) => row.domain));
  for (const url of urls) {
    const hit = url ? domainsOf(url)?.find((domain) => blocked.has(domain)) : undefined;
    if (hit) return hit;
  }
  return null;
}

/**
 * Refuses a save (400, naming the form field) when one of its outbound addresses is on a domain the
 * regulator lists as an illegal site: the site never links to one, whoever typed it.
 */
export async function refuseBlockedUrls(db: Db, fields: Record<string, string | null | undefined>) {
  const entries = Object.entries(fields);
  const domain = await blockedDomainOf(
    db,
    entries.map(([, url]) => url),
  );
  if (!domain) return;
  const [field] = entries.find(([, url]) => url && domainsOf(url)?.includes(domain)) ?? [];
  throw fieldError("admin.error.blocked_domain", { domain }, field ?? "");
}
