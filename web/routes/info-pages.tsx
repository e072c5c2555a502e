import { createRoute } from "@tanstack/react-router";
import { CONTACT_EMAIL } from "#schema/contact";
import { InfoPageText } from "#web/features/info-pages/info-page-text";
import type { InfoPage } from "#web/features/info-pages/pages";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

/**
 * /about, /contact, /terms and /privacy: one page shape, its text from the UI strings
 * `pages.{page}.title|description|body`.
 */
const infoPageRoute = <const Page extends InfoPage>(page: Page) =>
  createRoute({
    getParentRoute: () => localeLayoutRoute,
    path: page,
    ...documentRoute,
    loader: ({ context, location }) => loadInfoPage({ context, pathname: location.pathname }, page),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: () => (
      <OwnStrings part="info">
        <InfoPageArticle page={page} />
      </OwnStrings>
    ),
  });

export const aboutRoute = infoPageRoute("about");
export const contactRoute = infoPageRoute("contact");
export const termsRoute = infoPageRoute("terms");
export const privacyRoute = infoPageRoute("privacy");

function InfoPageArticle({ page }: { page: InfoPage }) {
  const { t } = useT();
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t(`pages.${page}.title`)}</h1>
      <InfoPageText text={t(`pages.${page}.body`, { email: CONTACT_EMAIL })} />
      {/* Its own string, so a database seeded before it also gets it. */}
      {page === "privacy" && <InfoPageText text={t("pages.privacy.your_data")} />}
    </article>
  );
}

async function loadInfoPage(page: PageLoad, name: InfoPage) {
  const strings = await loadOwnStrings(page.context, "info");
  const meta = {
    title: translate(strings, `pages.${name}.title`),
    description: translate(strings, `pages.${name}.description`),
  };
  return { head: pageHead(meta, page) };
}
