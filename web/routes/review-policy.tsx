import { createRoute } from "@tanstack/react-router";
import { ReviewPolicy } from "#web/features/info-pages/review-policy";
import { OwnStrings } from "#web/i18n/own-strings";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

/** /review-policy: how reviews come about and are checked, the contest, reports, and how we rank. */
export const reviewPolicyRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "review-policy",
  ...documentRoute,
  loader: ({ context, location }) => loadReviewPolicyPage({ context, pathname: location.pathname }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => (
    <OwnStrings part="info">
      <ReviewPolicyPage />
    </OwnStrings>
  ),
});

function ReviewPolicyPage() {
  return <ReviewPolicy linkLocale={useLocaleParam()} />;
}

async function loadReviewPolicyPage(page: PageLoad) {
  const strings = await loadOwnStrings(page.context, "info");
  const meta = {
    title: translate(strings, "pages.review_policy.title"),
    description: translate(strings, "pages.review_policy.description"),
  };
  return { head: pageHead(meta, page) };
}
