import { sql } from "drizzle-orm";
import { localeOfPath } from "#schema/locale-detection";
import { isLocale, type Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { providerNamed } from "./providers";

/**
 * The tracking event of a provider page shown to a visitor; its target (column `target_id`, and
 * `targetId` in the payload) is the provider's id.
 */
export const PROVIDER_VIEW = "provider_view";

/**
 * Search engines, link previews, monitors and scripted browsers: their page loads are not visits.
 * A missing user agent counts as one too.
 */
const CRAWLER =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|curl|wget|python|httpclient|java\/|go-http|okhttp|node-fetch|axios|monitor|pingdom/i;

export const isCrawler = (userAgent: string | undefined) => !userAgent || CRAWLER.test(userAgent);

/**
 * The provider page a path addresses (`/{locale}/providers/{slug or id}`, the prefix optional), with
 * the page's language: its prefix, else `fallback` (the visitor's language, as the page renders).
 */
export function providerPageOf(pathname: string, fallback: Locale): { key: string; locale: Locale } | null {
  const match = /^(?:\/([^/]+))?\/providers\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[2]) return null;
  const prefix = match[1];
  if (prefix !== undefined && !isLocale(prefix)) return null;
  try {
    return { key: decodeURIComponent(match[2]), locale: localeOfPath(pathname) ?? fallback };
  } catch {
    return null;
  }
}

/**
 * Records a view of the active provider a page key names (`providerNamed`, the page's own rule), in
 * one statement. An unknown key records nothing.
 */
export async function recordProviderView(
  db: Db,
  view: { key: string; locale: Locale; anonymousId: string | null },
) {
  await db.run(sql`
    insert into tracking_events (type, target_id, payload_json, session_id, user_locale)
    select ${PROVIDER_VIEW}, p.id, json_object('targetId', p.id), ${view.anonymousId}, ${view.locale}
    from providers p
    where p.id = ${providerNamed(db, view.key, view.locale)}`);
}
