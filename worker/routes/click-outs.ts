import type { Context, Next } from "hono";
import { Hono } from "hono";
import { isLocale } from "#schema/locales";
import { requestContext } from "../middleware/request-context";
import { requestLocale, visitorLocale } from "../middleware/visitor-locale";
import {
  promotionClickTarget,
  providerClickTarget,
  recordClickOut,
  type ClickOut,
} from "../services/click-outs";
import type { AppEnv } from "../types";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
const PLACEMENT = /^[a-z0-9_-]{1,50}$/;
const MAX_UTM_LENGTH = 200;

/** What the link and the request tell about the click; bad or oversized values are dropped, never refused. */
function describeClick(c: Context<AppEnv>): Omit<ClickOut, "type" | "targetId"> {
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
 * Records the click and sends the browser on (302). An unknown, inactive or address-less target
 * falls through to the page renderer, which answers the 404 screen.
 */
async function clickOut(c: Context<AppEnv>, next: Next, click: ClickOut, target: string | null) {
  if (!target) return next();
  c.executionCtx.waitUntil(
    recordClickOut(c.get("db"), click).catch((error: unknown) =>
      console.error("click-out not recorded:", error),
    ),
  );
  c.header("Cache-Control", "no-store");
  return c.redirect(target, 302);
}

/** `/go/{providerId}` and `/go/promotion/{promotionId}`: the site's affiliate click-outs. */
export const clickOutRoutes = new Hono<AppEnv>()
  .use(requestContext, visitorLocale)
  .get("/promotion/:promotionId", async (c, next) => {
    const click: ClickOut = {
      type: "promotion_click",
      targetId: c.req.param("promotionId"),
      ...describeClick(c),
    };
    const target = await promotionClickTarget(c.get("db"), click.targetId, click.locale, new Date());
    return clickOut(c, next, click, target);
  })
  .get("/:providerId", async (c, next) => {
    const click: ClickOut = {
      type: "provider_click",
      targetId: c.req.param("providerId"),
      ...describeClick(c),
    };
    return clickOut(c, next, click, await providerClickTarget(c.get("db"), click.targetId));
  });
