import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { BANNER_PAGES } from "#schema/api/banners";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { nicosiaDate } from "#schema/cyprus-time";
import { secureCookies } from "../lib/https";
import { localeQuerySchema } from "../lib/locale-query";
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
 * GET /api/banners?page=&locale=: what a page shows in its banner slots. Each answer counts as a
 * view of the capped banners it returns (the page renders what it gets): the count goes to the
 * `banner_views` cookie, with consent only. Without consent, a cookie left from earlier is cleared.
 */
export const bannersRoutes = new Hono<AppEnv>().get("/", validate("query", bannersQuerySchema), async (c) => {
  const { page, locale } = c.req.valid("query");
  const consent = getCookie(c, CONSENT_COOKIE) === "accepted";
  const stored = getCookie(c, BANNER_VIEWS_COOKIE);
  const views = readBannerViews(consent ? stored : undefined);
  const candidates = await bannerCandidates(c.get("db"), page, locale, nicosiaDate(new Date()));
  const shown = chooseBanners(candidates, consent, views);
  const secure = secureCookies(c);
  const capped = shown.filter((banner) => banner.frequencyCap > 0).map((banner) => banner.id);
  if (capped.length > 0) {
    setCookie(c, BANNER_VIEWS_COOKIE, countBannerViews(views, capped), {
      path: "/",
      sameSite: "Lax",
      secure,
      maxAge: BANNER_VIEWS_MAX_AGE_SECONDS,
    });
  } else if (!consent && stored !== undefined) {
    deleteCookie(c, BANNER_VIEWS_COOKIE, { path: "/", secure });
  }
  c.header("Cache-Control", "private, no-store");
  return c.json(shown.map(publicBanner));
});

/**
 * The view counts an in-process /api/banners call set while a page was server-rendered: the page's
 * own answer carries them to the browser (the API's answer never reaches it).
 */
export const bannerViewCookies = (answer: Response) =>
  answer.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${BANNER_VIEWS_COOKIE}=`));
