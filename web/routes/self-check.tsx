import { createRoute } from "@tanstack/react-router";
import { REGULATOR_URL } from "#schema/site";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { PGSI_BANDS } from "#web/features/self-check/pgsi";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export const selfCheckRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "self-check",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    loadSelfCheckPage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SelfCheckPage,
});

/**
 * A document page with no offers on it: the questions are an island woken by the visitor's first
 * touch, which scores them in the browser. The bands and where to get help are plain HTML, so a
 * visitor without JavaScript can add up their answers by hand.
 */
function SelfCheckPage() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("self_check.title")}</h1>
        <p className="text-muted-foreground">{t("self_check.intro")}</p>
      </header>
      <Island name="self-check" props={{}} trigger="interaction" laterStrings={["self_check."]} />
      <p className="text-sm text-muted-foreground scripting:hidden">{t("self_check.by_hand")}</p>
      <Card aria-labelledby="self-check-bands" role="region">
        <CardHeader>
          <CardTitle id="self-check-bands">{t("self_check.bands_title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 ps-5">
            {PGSI_BANDS.map((band) => (
              <li key={band}>{t(`self_check.band.${band}`)}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card aria-labelledby="self-check-help" role="region">
        <CardHeader>
          <CardTitle id="self-check-help">{t("self_check.help_title")}</CardTitle>
          <CardDescription>{t("self_check.help_body")}</CardDescription>
        </CardHeader>
        <CardContent>
          <a href={REGULATOR_URL} className="font-medium underline underline-offset-2">
            {t("self_check.help_link")}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}

async function loadSelfCheckPage(page: PageLoad) {
  const strings = await loadStrings(page.context);
  const meta = {
    title: translate(strings, "meta.self_check.title"),
    description: translate(strings, "meta.self_check.description"),
  };
  return { head: pageHead(meta, page) };
}
