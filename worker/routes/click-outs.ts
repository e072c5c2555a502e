import type { Context, Next } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ANON_ID_COOKIE, ANON_ID_MAX_AGE_SECONDS } from "#schema/consent";
import { isLocale } from "#schema/locales";
import { existingAnonymousId, hasConsent } from "../lib/anonymous-id";
import { randomToken } from "../lib/crypto";
import { clickOutRefusedPage } from "../lib/click-out-refused-page";
import { secureCookies } from "../lib/https";
import { offerBreakStop } from "../lib/offer-break-page";
import { requestContext } from "../middleware/request-context";
import { requestLocale, visitorLocale } from "../middleware/visitor-locale";
import {
  bannerClickTarget,
  promotionClickTarget,
  providerClickTarget,
  recordClickOut,
  type ClickOut,
  type ClickTarget,
} from "../services/click-outs";
import type { AppEnv } from "../types";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
const PLACEMENT = /^[a-z0-9_-]{1,50}$/;
const MAX_UTM_LENGTH = 200;

/** What the link and the request tell about the click; bad or oversized values are dropped, never refused. */
function describeClick(c: Context<AppEnv>): Omit<ClickOut, "type" | "targetId" | "anonymousId"> {
  const query = c.req.query();
  const locale = isLocale(query.locale) ? query.locale : requestLocale(c);
  const placement = query.placement && PLACEMENT.test(query.placement) ? query.placement : null;
  const utm = Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = query[key]?.trim();
      return value && value.length <= MAX_UTM_LENGTH ? [[key, value]] : [];
    }),
  );
  return { locale, placement, utm, referrer: sameSitePath(c) };
}

/** The Referer's path when it is a page of this site; another site's address is not stored. */
function sameSitePath(c: Context<AppEnv>): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(c.req.url).origin ? url.pathname.slice(0, 1000) : null;
  } catch {
    return null;
  }
}

/**
 * With cookie consent, the visitor's anonymous id: the one its cookie carries, else a new random one
 * (the cookie is set then and never extended). Without consent there is none, the click is still
 * counted, and an id cookie left from an earlier consent is cleared. Not HttpOnly: the page clears
 * it at once when the visitor rejects cookies.
 */
function anonymousClickId(c: Context<AppEnv>): string | null {
  const secure = secureCookies(c);
  if (!hasConsent(c)) {
    if (getCookie(c, ANON_ID_COOKIE) !== undefined) deleteCookie(c, ANON_ID_COOKIE, { path: "/", secure });
    return null;
  }
  const existing = existingAnonymousId(c);
  if (existing) return existing;
  const id = randomToken();
  setCookie(c, ANON_ID_COOKIE, id, { path: "/", sameSite: "Lax", secure, maxAge: ANON_ID_MAX_AGE_SECONDS });
  return id;
}

/**
 * Records the click and sends the browser on (302). An unknown, inactive or address-less target
 * falls through to the page renderer, which answers the 404 screen. A target the site may not send
 * visitors to (its licence is not confirmed, or its address is on the regulator's block list)
 * answers 451, Unavailable For Legal Reasons, with a page saying why in the visitor's language; it
 * is not counted as a click.
 */
async function clickOut(
  c: Context<AppEnv>,
  next: Next,
  click: Omit<ClickOut, "anonymousId">,
  target: ClickTarget,
) {
  if (!target) return next();
  c.header("Cache-Control", "no-store");
  if ("refused" in target) return c.html(clickOutRefusedPage(click.locale, target.refused), 451);
  const counted: ClickOut = { ...click, anonymousId: anonymousClickId(c) };
  c.executionCtx.waitUntil(
    recordClickOut(c.get("db"), counted).catch((error: unknown) =>
      console.error("click-out not recorded:", error),
    ),
  );
  return c.redirect(target.url, 302);
}

/**
 * `/go/{providerId}`, `/go/promotion/{promotionId}` and `/go/banner/{bannerId}`: the site's
 * affiliate click-outs (none during a break from offers).
 */
export const clickOutRoutes = new Hono<AppEnv>()
  .use(requestContext, visitorLocale, offerBreakStop)
  .get("/banner/:bannerId", async (c, next) => {
    const click: Omit<ClickOut, "anonymousId"> = {
      type: "banner_click",
      targetId: c.req.param("bannerId"),
      ...describeClick(c),
    };
    const target = await bannerClickTarget(c.get("db"), click.targetId, click.locale, new Date());
    return clickOut(c, next, click, target);
  })
  .get("/promotion/:promotionId", async (c, next) => {
    const click: Omit<ClickOut, "anonymousId"> = {
      type: "promotion_click",
      targetId: c.req.param("promotionId"),
      ...describeClick(c),
    };
    const target = await promotionClickTarget(c.get("db"), click.targetId, click.locale, new Date());
    return clickOut(c, next, click, target);
  })
  .get("/:providerId", async (c, next) => {
    const click: Omit<ClickOut, "anonymousId"> = {
      type: "provider_click",
      targetId: c.req.param("providerId"),
      ...describeClick(c),
    };
    return clickOut(c, next, click, await providerClickTarget(c.get("db"), click.targetId));
  });
