import { Hono, type Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { z } from "zod";
import { BANNER_PAGES, type BannerPage } from "#schema/api/banners";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { nicosiaDate } from "#schema/cyprus-time";
import type { Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { secureCookies } from "../lib/https";
import { localeQuerySchema } from "../lib/locale-query";
import { onOfferBreak } from "../lib/offer-break";
import { validate } from "../lib/validate";
import {
  BANNER_VIEWS_COOKIE,
  BANNER_VIEWS_MAX_AGE_SECONDS,
  bannerCandidates,
  chooseBanners,
  countBannerViews,
  publicBanner,
  readBannerViews,
} from "../services/banners";
import type { AppEnv } from "../types";

const bannersQuerySchema = localeQuerySchema.extend({ page: z.enum(BANNER_PAGES) });

/**
 * What `page` shows this visitor in its banner slots, and the `banner_views` cookie that answer
 * sets, if any. Each answer counts as a view of the capped banners it returns (the page renders
 * what it gets): the count goes to the cookie, with consent only. Without consent, a cookie left
 * from earlier is cleared. A visitor on a break from offers gets none.
 */
export async function bannersShown(c: Context<AppEnv>, db: Db, page: BannerPage, locale: Locale) {
  // A visitor on a break from offers is shown none, and nothing is counted.
  if (onOfferBreak(c)) return { banners: [], viewsCookie: null };
  const consent = getCookie(c, CONSENT_COOKIE) === "accepted";
  const stored = getCookie(c, BANNER_VIEWS_COOKIE);
  const views = readBannerViews(consent ? stored : undefined);
  const candidates = await bannerCandidates(db, page, locale, nicosiaDate(new Date()));
  const shown = chooseBanners(candidates, consent, views);
  const secure = secureCookies(c);
  const capped = shown.filter((banner) => banner.frequencyCap > 0).map((banner) => banner.id);
  const viewsCookie =
    capped.length > 0
      ? generateCookie(BANNER_VIEWS_COOKIE, countBannerViews(views, capped), {
          path: "/",
          sameSite: "Lax",
          secure,
          maxAge: BANNER_VIEWS_MAX_AGE_SECONDS,
        })
      : !consent && stored !== undefined
        ? generateCookie(BANNER_VIEWS_COOKIE, "", { path: "/", secure, maxAge: 0 })
        : null;
  return { banners: shown.map(publicBanner), viewsCookie };
}

/** GET /api/banners?page=&locale=: what a page shows in its banner slots (`bannersShown`). */
export const bannersRoutes = new Hono<AppEnv>().get("/", validate("query", bannersQuerySchema), async (c) => {
  const { page, locale } = c.req.valid("query");
  const { banners, viewsCookie } = await bannersShown(c, c.get("db"), page, locale);
  if (viewsCookie) c.header("Set-Cookie", viewsCookie, { append: true });
  c.header("Cache-Control", "private, no-store");
  return c.json(banners);
});
