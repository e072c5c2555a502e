import { createRoute } from "@tanstack/react-router";
import { Fragment } from "react";
import { FAQ_CATEGORIES } from "#schema/faq";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { faqQuestions } from "#web/features/faq/faq-content";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { jsonLdScript, pageHead } from "#web/lib/seo";
import { faqPageStructuredData } from "#web/features/faq/faq-content";

export const faqRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "faq",
  ...documentRoute,
  loader: ({ context, location, preload }) => loadFaqPage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => (
    <OwnStrings part="faq">
      <FaqPage />
    </OwnStrings>
  ),
});

/**
 * Questions are native <details> sharing one name: the browser keeps one open across the page,
 * with keyboard and screen reader support, before and without JavaScript. React never sets `open`,
 * so hydration leaves whichever the visitor opened alone.
 */
function FaqPage() {
  const { t } = useT();
  return (
    <div className="space-y-6">
      <BannerSlot page="faq" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("faq.title")}</h1>
        <p className="text-muted-foreground">{t("faq.subtitle")}</p>
      </header>
      <Card className="bg-primary/5">
        <CardContent>
          <p>{t("faq.intro")}</p>
        </CardContent>
      </Card>
      {FAQ_CATEGORIES.map((category, index) => (
        <Fragment key={category.id}>
          <Card aria-labelledby={`faq-${category.id}`} role="region">
            <CardHeader>
              <CardTitle id={`faq-${category.id}`}>{t(`faq.category.${category.id}`)}</CardTitle>
            </CardHeader>
            <CardContent className="divide-y">
              {faqQuestions(category).map(({ questionKey, answerKey }) => (
                <details key={questionKey} name="faq" className="group py-1">
                  <summary className="cursor-pointer rounded-md py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring">
                    {t(questionKey)}
                  </summary>
                  <p className="pb-3 text-muted-foreground">{t(answerKey)}</p>
                </details>
              ))}
            </CardContent>
          </Card>
          {index === 0 && <BannerSlot page="faq" placement="after_h2" />}
        </Fragment>
      ))}
      <Card aria-labelledby="faq-contact" role="region">
        <CardHeader>
          <CardTitle id="faq-contact">{t("faq.contact.title")}</CardTitle>
          <CardDescription>{t("faq.contact.body")}</CardDescription>
        </CardHeader>
      </Card>
      <BannerSlot page="faq" placement="sticky_footer" />
    </div>
  );
}

async function loadFaqPage(page: PageLoad) {
  const { locale } = page.context;
  const [strings] = await Promise.all([loadOwnStrings(page.context, "faq"), loadBanners(page, "faq")]);
  const meta = {
    title: translate(strings, "meta.faq.title"),
    description: translate(strings, "meta.faq.description"),
  };
  const structuredData = faqPageStructuredData((key) => translate(strings, key), locale);
  return { head: { ...pageHead(meta, page), scripts: [jsonLdScript(structuredData)] } };
}
