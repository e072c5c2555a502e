import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { REVIEWS_PAGE_SIZE } from "#schema/review-rules";
import { Pager } from "#web/components/pager";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { reviewsQuery } from "#web/features/providers/detail-api";
import { ReviewDisclosure } from "#web/features/reviews/components/review-disclosure";

type Props = { providerId: string; brand: string; providerKey: string; page: number };

/**
 * The provider page's reviews: how they are checked, then the form and the list (an island, whose
 * code comes as it nears the screen), then the pages of the list as links, which work before and
 * without that code. Previous is off on the first page; Next is on only when this page came back
 * full. Pages are addresses (`?reviews=N#reviews`): back works.
 */
export function ProviderReviewsSection({ providerId, brand, providerKey, page }: Props) {
  const { t, locale } = useT();
  const { data, isError } = useQuery(reviewsQuery(providerKey, locale, page));
  const linkLocale = useLocaleParam();
  const pagePath = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  return (
    // A column with gaps, not spaced children: the island's element takes no part in layout, so its
    // form and list are the column's items.
    <section aria-labelledby="reviews" className="flex flex-col gap-4">
      <h2 id="reviews" className="scroll-mt-20 text-2xl font-bold tracking-tight">
        {t("provider.reviews.title")}
      </h2>
      <ReviewDisclosure />
      <Island
        name="provider-reviews"
        trigger="visible"
        props={{ providerId, brand, providerKey, page, pagePath, loadFailed: isError, linkLocale }}
        laterStrings={REVIEWS_LATER_STRINGS}
      />
      {(page > 0 || data?.length === REVIEWS_PAGE_SIZE) && (
        <Pager
          label={t("provider.reviews.pages")}
          status={t("provider.reviews.page", { page: page + 1 })}
          page={page + 1}
          hasNext={data?.length === REVIEWS_PAGE_SIZE}
          param="reviews"
          hash="reviews"
        />
      )}
    </section>
  );
}

/**
 * What the island may show only once the visitor acts: the form's states, checks and answers, the
 * votes' counts, the login dialog, the report dialog and its checks, a company's reply form and its
 * checks, and the notifications with the server's reasons.
 */
const REVIEWS_LATER_STRINGS = [
  "provider.review_form.",
  "provider.reviews.",
  "reviews.",
  "reports.",
  "replies.",
  "validation.email",
  "auth.login_dialog.",
  "auth.error.",
  "a11y.close",
  "common.",
  "api.error.",
  "rate_limit.",
];
