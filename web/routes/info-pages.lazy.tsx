import { createLazyRoute } from "@tanstack/react-router";
import { CONTACT_EMAIL } from "#schema/contact";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { InfoPageText } from "#web/features/info-pages/info-page-text";
import type { InfoPage } from "#web/features/info-pages/pages";

function InfoPageView({ page }: { page: InfoPage }) {
  return (
    <OwnStrings part="info">
      <InfoPageArticle page={page} />
    </OwnStrings>
  );
}

function InfoPageArticle({ page }: { page: InfoPage }) {
  const { t } = useT();
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t(`pages.${page}.title`)}</h1>
      <InfoPageText text={t(`pages.${page}.body`, { email: CONTACT_EMAIL })} />
    </article>
  );
}

export const aboutLazyRoute = createLazyRoute("/app/{-$locale}/about")({
  component: () => <InfoPageView page="about" />,
});
export const contactLazyRoute = createLazyRoute("/app/{-$locale}/contact")({
  component: () => <InfoPageView page="contact" />,
});
export const termsLazyRoute = createLazyRoute("/app/{-$locale}/terms")({
  component: () => <InfoPageView page="terms" />,
});
export const privacyLazyRoute = createLazyRoute("/app/{-$locale}/privacy")({
  component: () => <InfoPageView page="privacy" />,
});
