import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import { formatDate } from "#schema/cyprus-time";
import { isLocale, type Locale } from "#schema/locales";
import { endOfferBreakPath } from "#schema/offer-break";
import { requestLocale } from "../middleware/visitor-locale";
import { sayerStartingWith } from "../services/ui-strings";
import type { AppEnv } from "../types";
import { offerBreakEnd } from "./offer-break";
import { backToSite, plainPage } from "./plain-page";

/** What a click-out answers during a break: why it goes nowhere, until when, and ending it. */
async function stoppedPage(c: Context<AppEnv>, locale: Locale, end: Date) {
  const t = await sayerStartingWith(c.get("db"), locale, ["offer_break."]);
  const title = t("offer_break.stopped_title");
  return plainPage(
    title,
    html`<h1>${title}</h1>
      <p>${t("offer_break.stopped_text")}</p>
      <p>${t("offer_break.notice", { date: formatDate(locale, end) })}</p>
      <form method="post" action="${endOfferBreakPath(locale)}">
        <input type="hidden" name="returnTo" value="/${locale}" />
        <button type="submit">${t("offer_break.end")}</button>
      </form>
      ${backToSite(locale)}`,
    locale,
  );
}

/**
 * In front of the click-outs: a visitor on a break from offers is not sent to any provider (nor is
 * the click counted); they get a short page in their language saying so, with the way to end it.
 */
export const offerBreakStop = createMiddleware<AppEnv>(async (c, next) => {
  const end = offerBreakEnd(c);
  if (!end) return next();
  c.header("Cache-Control", "private, no-store");
  const locale = c.req.query("locale");
  return c.html(await stoppedPage(c, isLocale(locale) ? locale : requestLocale(c), end));
});
