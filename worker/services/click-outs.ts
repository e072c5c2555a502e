import { and, eq, inArray, sql } from "drizzle-orm";
import { banners, bannersI18n } from "#schema/banners";
import { trackingEvents } from "#schema/content";
import { nicosiaDate } from "#schema/cyprus-time";
import type { Locale } from "#schema/locales";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import type { Db } from "../lib/db";
import { blockedDomainOf } from "./blocked-domains";
import { licenceConfirmedSql } from "./licence-gate";
import { localesToRead, translationsByOwner } from "./locale-fallback";
import { readRule } from "./banners";
import { livePromotion } from "./promotions";

/**
 * What a click-out records: counts per target and placement, nothing that names the visitor; with
 * cookie consent, an anonymous random id that ties one browser's clicks together.
 */
export type ClickOut = {
  type: "provider_click" | "promotion_click" | "banner_click";
  targetId: string;
  locale: Locale;
  /** Where on the site the link was (e.g. `provider_card`), as the link says. */
  placement: string | null;
  /** The page the click came from: this site's path only, never another site's address. */
  referrer: string | null;
  utm: Record<string, string>;
  /** The browser's anonymous id (the `anon_id` cookie), only with consent; else null. */
  anonymousId: string | null;
};

/** Only web addresses are followed: a stored `javascript:` or `data:` URL never becomes a redirect. */
function webAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Where a click-out goes: the address to redirect to, or why the site will not send the visitor on
 * (its provider's licence is not confirmed, or the address is on the regulator's block list). Null:
 * no such live target, or it has no address (the 404 screen).
 */
export type ClickTarget = { url: string } | { refused: "unconfirmed" | "blocked" } | null;

/** The target of an address, after the licence gate (`confirmed`) and the block list. */
async function gated(db: Db, url: string | null, confirmed: boolean): Promise<ClickTarget> {
  const address = webAddress(url);
  if (!address) return null;
  if (!confirmed) return { refused: "unconfirmed" };
  return (await blockedDomainOf(db, [address])) ? { refused: "blocked" } : { url: address };
}

/** Whether a provider's licence is confirmed, as a selected column. */
const confirmedColumn = sql<number>`${licenceConfirmedSql}`.mapWith(Boolean);

/** The affiliate address of an active provider, or null (unknown, inactive, or none set). */
export async function providerClickTarget(db: Db, providerId: string): Promise<ClickTarget> {
  const [row] = await db
    .select({ url: providers.affiliateUrl, confirmed: confirmedColumn })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.active, true)))
    .limit(1);
  return row ? gated(db, row.url, row.confirmed) : null;
}

/**
 * The claim address of an active promotion inside its start/end window, in `locale` (else English),
 * behind its provider's licence gate.
 */
export async function promotionClickTarget(
  db: Db,
  promotionId: string,
  locale: Locale,
  now: Date,
): Promise<ClickTarget> {
  const [live] = await db
    .select({ providerId: promotions.providerId, confirmed: confirmedColumn })
    .from(promotions)
    .leftJoin(providers, eq(providers.id, promotions.providerId))
    .where(and(eq(promotions.id, promotionId), livePromotion(now)))
    .limit(1);
  if (!live) return null;
  const texts = await db
    .select()
    .from(promotionsI18n)
    .where(
      and(eq(promotionsI18n.promotionId, promotionId), inArray(promotionsI18n.locale, localesToRead(locale))),
    );
  const url = translationsByOwner(texts, locale, (t) => t.promotionId).get(promotionId)?.url ?? null;
  // A site-wide offer (no provider) answers to no licence; a provider's, to its provider's.
  return gated(db, url, live.providerId === null || live.confirmed);
}

/**
 * The call-to-action address of an active banner inside its window of Cyprus days, in `locale`
 * (else English), or null: one query for the banner and its two candidate languages.
 */
export async function bannerClickTarget(
  db: Db,
  bannerId: string,
  locale: Locale,
  now: Date,
): Promise<ClickTarget> {
  const rows = await db
    .select({ rule: banners.ruleJson, locale: bannersI18n.locale, url: bannersI18n.ctaUrl })
    .from(banners)
    .innerJoin(bannersI18n, eq(bannersI18n.bannerId, banners.id))
    .where(
      and(
        eq(banners.id, bannerId),
        eq(banners.active, true),
        inArray(bannersI18n.locale, localesToRead(locale)),
      ),
    );
  const [first] = rows;
  if (!first) return null;
  const { startDate, endDate } = readRule(first.rule);
  const today = nicosiaDate(now);
  if ((startDate && today < startDate) || (endDate && today > endDate)) return null;
  // A banner names no provider: only the block list applies to it.
  return gated(db, translationsByOwner(rows, locale, () => bannerId).get(bannerId)?.url ?? null, true);
}

export async function recordClickOut(db: Db, click: ClickOut) {
  await db.insert(trackingEvents).values({
    type: click.type,
    targetId: click.targetId,
    placement: click.placement,
    payloadJson: { targetId: click.targetId, placement: click.placement },
    sessionId: click.anonymousId,
    userLocale: click.locale,
    referrer: click.referrer,
    utm: Object.keys(click.utm).length > 0 ? click.utm : null,
  });
}
