import { useQuery } from "@tanstack/react-query";
import { SectionHeading, ViewAllLink } from "#web/components/section-heading";
import { LoadingRegion } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { TOP_PROMOTION_COUNT, topPromotionsQuery } from "../api";
import { PromotionCard, PromotionCardSkeleton } from "./promotion-card";
import { BONUS_PATH } from "#web/components/layout/nav-items";

const GRID = "grid gap-4 md:grid-cols-3";

export function TopPromotions() {
  const { t, locale } = useT();
  const { data, isPending, isError } = useQuery(topPromotionsQuery(locale));
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
          {data.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
