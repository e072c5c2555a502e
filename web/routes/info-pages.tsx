import { createRoute } from "@tanstack/react-router";
import { CONTACT_EMAIL } from "#schema/contact";
import { InfoPageText } from "#web/features/info-pages/info-page-text";
import type { InfoPage } from "#web/features/info-pages/pages";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

/**
 * /about, /contact, /terms and /privacy: one page shape, its text from the UI strings
 * `pages.{page}.title|description|body`.
 */
const infoPageRoute = <const Page extends InfoPage>(page: Page) =>
  createRoute({
    getParentRoute: () => localeLayoutRoute,
    path: page,
    ...documentRoute,
    loader: ({ context, location }) =>
      import("./info-pages.loader").then((m) =>
        m.loadInfoPage({ context, pathname: location.pathname }, page),
      ),
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
    </article>
  );
}
