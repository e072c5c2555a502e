import { createRoute, Link } from "@tanstack/react-router";
import { contestMonthOf, formatMonth, monthsUpTo } from "#schema/cyprus-time";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { TransparencyFigures } from "#web/features/transparency/components/transparency-figures";
import { OwnStrings } from "#web/i18n/own-strings";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { optionalOneOf, optionalText } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

/** The months the selector offers: the current Cyprus month and the 11 before it. */
const MONTH_CHOICES = 12;

/**
 * The moderation figures of one month (`?month=YYYY-MM`, one of the months on offer; any other shows
 * the current month). A document page with no island: the month selector is a plain GET form.
 */
export const transparencyRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "transparency",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { month?: string } => ({
    month: optionalText(search.month),
  }),
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, location, deps }) =>
    loadTransparencyPage({ context, pathname: location.pathname }, deps.month),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => (
    <OwnStrings part="transparency">
      <TransparencyPage />
    </OwnStrings>
  ),
});

function TransparencyPage() {
  const { t } = useT();
  const locale = useLocaleParam();
  const { months, month, report } = transparencyRoute.useLoaderData();
  const monthLabel = months.find((choice) => choice.value === month)!.label;
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("transparency.title")}</h1>
        <p>
          {t("transparency.intro")}{" "}
          <Link
            to="/{-$locale}/review-policy"
            params={{ locale }}
            hash="report"
            className="font-medium underline underline-offset-4"
          >
            {t("transparency.policy_link")}
          </Link>
        </p>
        <p className="text-muted-foreground">{t("transparency.counting")}</p>
      </header>
      <form method="get" className="flex flex-wrap items-center gap-2">
        <label htmlFor="transparency-month" className="text-sm font-medium">
          {t("transparency.month")}
        </label>
        <NativeSelect id="transparency-month" name="month" defaultValue={month} autoComplete="off">
          {months.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline">
          {t("common.apply")}
        </Button>
      </form>
      <section aria-labelledby="transparency-figures" className="space-y-4">
        <h2 id="transparency-figures" className="text-2xl font-bold tracking-tight">
          {t("transparency.figures", { month: monthLabel })}
        </h2>
        <TransparencyFigures report={report} />
      </section>
    </article>
  );
}

/**
 * The page's head, the months on offer with their names, and the chosen month's figures (the same
 * read as GET /api/transparency). Which months are on offer depends on today's date in Cyprus.
 */
async function loadTransparencyPage(page: PageLoad, requested: string | undefined) {
  const { locale } = page.context;
  const values = monthsUpTo(contestMonthOf(new Date()), MONTH_CHOICES);
  const month = optionalOneOf(values, requested) ?? values[0]!;
  const [strings, report] = await Promise.all([
    loadOwnStrings(page.context, "transparency"),
    serverReads(page.context).transparency(month),
  ]);
  const meta = {
    title: translate(strings, "meta.transparency.title"),
    description: translate(strings, "meta.transparency.description"),
  };
  const months = values.map((value) => ({ value, label: formatMonth(locale, value) }));
  return { head: pageHead(meta, page), months, month, report };
}
