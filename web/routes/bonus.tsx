import { useQuery } from "@tanstack/react-query";
import { createRoute, Link } from "@tanstack/react-router";
import { BONUS_TYPES, type BonusType } from "#schema/enums";
import { Pager } from "#web/components/pager";
import { LoadingRegion } from "#web/components/ui/skeleton";
import { BannerSlot } from "#web/features/banners/banner-slot";
import {
  BONUS_PAGE_SIZE,
  BONUS_TYPE_LABEL_KEYS,
  bonusPageQuery,
  bonusPageRows,
} from "#web/features/promotions/api";
import { PromotionCard, PromotionCardSkeleton } from "#web/features/promotions/components/promotion-card";
import { useOfferBreakUntil } from "#web/features/offer-break/offer-break";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { optionalOneOf, optionalPage } from "#web/lib/search-params";
import { cn } from "#web/lib/utils";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

/**
 * The bonus type filter and the page live in the URL (`?type=`, none means all; `?page=N` from 1, the
 * first stays out of the URL), so a filtered list can be shared and back works.
 */
export const bonusRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "bonus",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { type?: BonusType; page?: number } => ({
    type: optionalOneOf(BONUS_TYPES, search.type),
    page: optionalPage(search.page),
  }),
  loaderDeps: ({ search }) => ({ type: search.type, page: (search.page ?? 1) - 1 }),
  loader: ({ context, location, preload, deps }) =>
    loadBonusPage({ context, pathname: location.pathname, preload }, deps),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BonusPage,
});

const GRID = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";
const FILTERS: { type?: BonusType; labelKey: string }[] = [
  { labelKey: "bonus.filter.all" },
  ...BONUS_TYPES.map((type) => ({ type, labelKey: BONUS_TYPE_LABEL_KEYS[type] })),
];

function BonusPage() {
  const { t, locale } = useT();
  const { type, page: pageParam } = bonusRoute.useSearch();
  const page = (pageParam ?? 1) - 1;
  const { data, isPending, isError } = useQuery(bonusPageQuery(locale, type, page));
  const shown = data ?? [];
  const onBreak = useOfferBreakUntil() !== null;
  // On a break from offers the read answered none, and the shell's notice says why: no list at all.
  if (onBreak)
    return (
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("bonus.title")}</h1>
      </header>
    );
  return (
    <div className="space-y-6">
      <BannerSlot page="bonus" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("bonus.title")}</h1>
        <p className="text-muted-foreground">{t("bonus.subtitle")}</p>
      </header>
      <BonusFilter current={type} />
      {isPending ? (
        <LoadingRegion className={GRID}>
          {Array.from({ length: 6 }, (_, index) => (
            <PromotionCardSkeleton key={index} />
          ))}
        </LoadingRegion>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("common.load_error")}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground">{t("bonus.empty")}</p>
      ) : (
        <ul className={GRID}>
          {shown.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} headingLevel={2} withHistory />
            </li>
          ))}
        </ul>
      )}
      {(page > 0 || shown.length === BONUS_PAGE_SIZE) && (
        <Pager
          label={t("bonus.pages")}
          status={t("bonus.page", { page: page + 1 })}
          page={page + 1}
          hasNext={shown.length === BONUS_PAGE_SIZE}
        />
      )}
      <BannerSlot page="bonus" placement="sticky_footer" />
    </div>
  );
}

/** Links, not buttons: each filter is an address of its own (back, forward and sharing keep it). */
function BonusFilter({ current }: { current: BonusType | undefined }) {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <nav aria-label={t("bonus.filter.label")}>
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map(({ type, labelKey }) => (
          <li key={labelKey}>
            <Link
              to="/{-$locale}/bonus"
              params={{ locale }}
              search={type ? { type } : {}}
              aria-current={type === current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                type === current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
              )}
            >
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bonus page: one page of the live promotions, of one type or all. */
async function loadBonusPage(page: PageLoad, which: { type?: BonusType; page: number }) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const promotions = withServerRead(bonusPageQuery(locale, which.type, which.page), () =>
    reads.promotions(locale, { type: which.type, ...bonusPageRows(which.page) }),
  );
  const [strings] = await Promise.all([
    loadStrings(page.context),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient.ensureQueryData(promotions).catch(() => undefined),
    loadBanners(page, "bonus"),
  ]);
  const meta = {
    title: translate(strings, "meta.bonus.title"),
    description: translate(strings, "meta.bonus.description"),
  };
  return { head: pageHead(meta, page) };
}
