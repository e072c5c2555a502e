import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { seoHead } from "../lib/seo";
import { useT } from "../i18n/use-t";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  loader: async ({ context }) => {
    const strings = await loadStrings(context.queryClient, context.locale);
    return {
      title: translate(strings, "meta.home.title"),
      description: translate(strings, "meta.home.description"),
    };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? seoHead({ ...loaderData, locale: match.context.locale, pathname: match.pathname, origin: match.context.origin })
      : {},
  component: HomePage,
});

function HomePage() {
  const { t } = useT();
  return <h1>{t("site.tagline")}</h1>;
}
