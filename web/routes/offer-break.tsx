import { createRoute, Link } from "@tanstack/react-router";
import { OFFER_BREAK_DAYS, offerBreakPath } from "#schema/offer-break";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export const offerBreakRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "break",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    loadOfferBreakPage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: OfferBreakPage,
});

/** The length picked unless the visitor picks another. */
const DEFAULT_DAYS = "7";

/**
 * A document page with no island: picking a length and pressing the button posts a plain form,
 * which starts the break (or, during one, starts it afresh for the new length). During a break the
 * shell's notice above says until when and ends it.
 */
function OfferBreakPage() {
  const { t, locale } = useT();
  const linkLocale = useLocaleParam();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("offer_break.title")}</h1>
        <p className="text-muted-foreground">{t("offer_break.intro")}</p>
      </header>
      <Card>
        <CardContent>
          <form method="post" action={offerBreakPath(locale)} className="space-y-4">
            <fieldset className="space-y-2">
              <legend className="mb-2 font-medium">{t("offer_break.length")}</legend>
              {OFFER_BREAK_DAYS.map((days) => (
                <label key={days} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="days"
                    value={days}
                    defaultChecked={days === DEFAULT_DAYS}
                    className="size-5 accent-primary"
                  />
                  {t(`offer_break.days.${days}`)}
                </label>
              ))}
            </fieldset>
            <Button type="submit">{t("offer_break.start")}</Button>
          </form>
        </CardContent>
      </Card>
      <p>
        <Link
          to="/{-$locale}/self-check"
          params={{ locale: linkLocale }}
          className="font-medium underline underline-offset-2"
        >
          {t("offer_break.self_check")}
        </Link>
      </p>
    </div>
  );
}

async function loadOfferBreakPage(page: PageLoad) {
  const strings = await loadStrings(page.context);
  const meta = {
    title: translate(strings, "meta.offer_break.title"),
    description: translate(strings, "meta.offer_break.description"),
  };
  return { head: pageHead(meta, page) };
}
