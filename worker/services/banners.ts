import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { bannerRuleSchema, type BannerRule } from "#schema/api/admin-banners";
import type { BannerPage, PublicBanner } from "#schema/api/banners";
import { banners, bannersI18n } from "#schema/banners";
import type { BannerPlacement } from "#schema/enums";
import type { Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { localesToRead, translationsByOwner } from "./locale-fallback";

/**
 * The first-party cookie counting how often this browser was shown each capped banner, set only
 * with cookie consent: `{bannerId}.{count}` pairs joined by `~`. Bounded: the most recently counted
 * MAX_COUNTED banners are kept, each count stops at MAX_COUNT. Anything unreadable counts as empty.
 */
export const BANNER_VIEWS_COOKIE = "banner_views";
export const BANNER_VIEWS_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;
const MAX_COUNTED = 20;
const MAX_COUNT = 999;
const PAIR = /^([A-Za-z0-9-]{1,64})\.(\d{1,3})$/;

export type BannerViews = Map<string, number>;

export function readBannerViews(value: string | undefined): BannerViews {
  const views: BannerViews = new Map();
  if (!value || value.length > 2000) return views;
  for (const pair of value.split("~").slice(-MAX_COUNTED)) {
    const match = PAIR.exec(pair);
    if (match) views.set(match[1]!, Number(match[2]));
  }
  return views;
}

/** The cookie's value after counting one more view of each of `ids` (the newest counts last). */
export function countBannerViews(views: BannerViews, ids: readonly string[]): string {
  const next = new Map(views);
  for (const id of ids) {
    const count = Math.min((next.get(id) ?? 0) + 1, MAX_COUNT);
    next.delete(id);
    next.set(id, count);
  }
  return [...next]
    .slice(-MAX_COUNTED)
    .map(([id, count]) => `${id}.${count}`)
    .join("~");
}

/** What a stored rule that no longer reads (edited by hand) means: shown nowhere. */
const NOWHERE: BannerRule = { pages: [], startDate: null, endDate: null };

/** The stored rule, checked: anything unreadable shows the banner nowhere rather than everywhere. */
export const readRule = (stored: unknown): BannerRule => {
  const parsed = bannerRuleSchema.safeParse(stored);
  return parsed.success ? parsed.data : NOWHERE;
};

type Candidate = PublicBanner & { frequencyCap: number };

/**
 * The active banners whose rule names `page` and whose window of Cyprus days holds `today`, newest
 * first, with their texts in `locale` (else English): one query. A rule that is not valid JSON
 * matches nothing (json_each would fail on it).
 */
export async function bannerCandidates(
  db: Db,
  page: BannerPage,
  locale: Locale,
  today: string,
): Promise<Candidate[]> {
  const rule = banners.ruleJson;
  const rows = await db
    .select({
      id: banners.id,
      placement: banners.placement,
      frequencyCap: banners.frequencyCap,
      locale: bannersI18n.locale,
      content: bannersI18n.content,
      ctaText: bannersI18n.ctaText,
      ctaUrl: bannersI18n.ctaUrl,
    })
    .from(banners)
    .innerJoin(bannersI18n, eq(bannersI18n.bannerId, banners.id))
    .where(
      and(
        eq(banners.active, true),
        inArray(bannersI18n.locale, localesToRead(locale)),
        sql`case when json_valid(${rule}) then
              exists (select 1 from json_each(${rule}, '$.pages') where value = ${page})
              and coalesce(json_extract(${rule}, '$.startDate'), '') <= ${today}
              and coalesce(json_extract(${rule}, '$.endDate'), '9999-12-31') >= ${today}
            else 0 end`,
      ),
    )
    .orderBy(desc(banners.createdAt), desc(banners.id));
  const chosen = translationsByOwner(rows, locale, (row) => row.id);
  return [...chosen.values()].flatMap(({ id, placement, frequencyCap, content, ctaText, ctaUrl }) =>
    content
      ? [
          {
            id,
            placement,
            frequencyCap,
            content,
            ctaText: ctaUrl ? ctaText : null,
            href: ctaUrl && ctaText ? bannerClickHref(id, placement, locale) : null,
          },
        ]
      : [],
  );
}

/** The site's own address of a banner's call to action: /go/banner counts the click, then redirects. */
const bannerClickHref = (id: string, placement: BannerPlacement, locale: Locale) =>
  `/go/banner/${encodeURIComponent(id)}?${new URLSearchParams({ placement, locale })}`;

/**
 * At most one banner per placement, the newest that this visitor may see: an uncapped banner
 * always; a capped one only with cookie consent (the count needs the cookie) and while the
 * visitor's count is below the cap.
 */
export function chooseBanners(candidates: readonly Candidate[], consent: boolean, views: BannerViews) {
  const shown = new Map<BannerPlacement, Candidate>();
  for (const banner of candidates) {
    if (shown.has(banner.placement)) continue;
    const allowed =
      banner.frequencyCap === 0 || (consent && (views.get(banner.id) ?? 0) < banner.frequencyCap);
    if (allowed) shown.set(banner.placement, banner);
  }
  return [...shown.values()];
}

export const publicBanner = ({ frequencyCap: _cap, ...banner }: Candidate): PublicBanner => banner;
