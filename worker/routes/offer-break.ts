import { Hono } from "hono";
import { endOfferBreakFormSchema, offerBreakFormSchema } from "#schema/api/offer-break";
import { isLocale } from "#schema/locales";
import { offerBreakPath } from "#schema/offer-break";
import { safeReturnPath } from "#schema/return-path";
import { endOfferBreak, startOfferBreak } from "../lib/offer-break";
import { validate } from "../lib/validate";
import { requestContext } from "../middleware/request-context";
import { sameOriginWrites } from "../middleware/same-origin-writes";
import type { AppEnv } from "../types";

const guarded = [requestContext, sameOriginWrites] as const;

/**
 * The break page's form and the notice's button, as plain form posts (no script needed), guarded
 * like every write against other sites. Starting sends the browser to the break page, which now
 * shows the notice; ending, back to the page it was pressed on.
 */
export const offerBreakRoutes = new Hono<AppEnv>()
  .post("/:locale/break", ...guarded, validate("form", offerBreakFormSchema), (c, next) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale)) return next();
    startOfferBreak(c, Number(c.req.valid("form").days));
    c.header("Cache-Control", "no-store");
    return c.redirect(offerBreakPath(locale), 303);
  })
  .post("/:locale/break/end", ...guarded, validate("form", endOfferBreakFormSchema), (c, next) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale)) return next();
    endOfferBreak(c);
    c.header("Cache-Control", "no-store");
    const { returnTo } = c.req.valid("form");
    return c.redirect(returnTo ? safeReturnPath(returnTo) : offerBreakPath(locale), 303);
  });
