import { useQuery } from "@tanstack/react-query";
import type { PublicPromotion } from "#schema/api/promotions";
import { SectionHeading, ViewAllLink } from "#web/components/section-heading";
import { LoadingRegion } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { promotionsQuery } from "../api";
import { PromotionCard, PromotionCardSkeleton } from "./promotion-card";
import { BONUS_PATH } from "#web/components/layout/nav-items";

/** Spec §9: the home page shows 3 promotions. */
export const TOP_PROMOTION_COUNT = 3;

export function topPromotions(promotions: readonly PublicPromotion[]) {
  return promotions.slice(0, TOP_PROMOTION_COUNT);
}

const GRID = "grid gap-4 md:grid-cols-3";

export function TopPromotions() {
  const { t, locale } = useT();
  const { data, isPending, isError } = useQuery(promotionsQuery(locale));
  return (
    <section aria-labelledby="top-promotions" className="space-y-4">
      <SectionHeading id="top-promotions" title={t("home.promotions.title")}>
        <ViewAllLink to={BONUS_PATH} />
      </SectionHeading>
      {isPending ? (
        <LoadingRegion className={GRID}>
          {Array.from({ length: TOP_PROMOTION_COUNT }, (_, index) => (
            <PromotionCardSkeleton key={index} />
          ))}
        </LoadingRegion>
      ) : isError ? (
        <p className="text-muted-foreground">{t("common.load_error")}</p>
      ) : (
        <ul className={GRID}>
          {topPromotions(data).map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
