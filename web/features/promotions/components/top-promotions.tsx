import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import type { PublicPromotion } from "../../../../worker/services/promotions";
import { SectionHeading } from "../../../components/section-heading";
import { LoadingRegion } from "../../../components/ui/skeleton";
import { useLocaleParam } from "../../../i18n/use-locale-param";
import { useT } from "../../../i18n/use-t";
import { promotionsQuery } from "../api";
import { PromotionCard, PromotionCardSkeleton } from "./promotion-card";

/** Spec §9: the home page shows 3 promotions. */
export const TOP_PROMOTION_COUNT = 3;

/** The bonus page is registered by the bonuses feature; a plain string compiles before it exists. */
const BONUS_PATH: string = "/{-$locale}/bonus";

export function topPromotions(promotions: readonly PublicPromotion[]) {
  return promotions.filter((p) => p.active).slice(0, TOP_PROMOTION_COUNT);
}

const GRID = "grid gap-4 md:grid-cols-3";

export function TopPromotions() {
  const { t, locale } = useT();
  const localeParam = useLocaleParam();
  const { data, isPending, isError } = useQuery(promotionsQuery(locale));
  return (
    <section aria-labelledby="top-promotions" className="space-y-4">
      <SectionHeading id="top-promotions" title={t("home.promotions.title")}>
        <Link
          to={BONUS_PATH}
          params={{ locale: localeParam }}
          className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          {t("common.view_all")}
          <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
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
