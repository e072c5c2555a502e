import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { PublicProvider } from "#schema/api/providers";
import { BadgeCheckIcon, ExternalLinkIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { ProviderLogo } from "#web/features/providers/components/provider-logo";
import { SponsoredBadge } from "#web/features/providers/components/sponsored-badge";
import { providerQuery, ratingsQuery } from "#web/features/providers/detail-api";
import { isLicensed } from "#web/features/providers/licence";
import { PaymentName } from "#web/features/providers/components/payment-name";
import { formatEuro, formatNumber } from "#web/i18n/format";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { useOfferBreakUntil } from "#web/features/offer-break/offer-break";
import { CLICK_OUT_REL, clickOutHref } from "#web/lib/click-out";
import { CASH_OUT_TYPES, satisfaction, splitPayments, yearsActive } from "../compare-facts";
import { CompareSkeleton } from "./compare-skeleton";
import { ONE_DECIMAL } from "#web/features/providers/components/detail/provider-ratings";
import { scorePagePath } from "#web/features/providers/components/score/score-path";

type T = ReturnType<typeof useT>;
/** A row: its label, its value for one provider, and whether the phone's card shows it too. */
type Fact = { labelKey: string; value: (provider: PublicProvider, t: T) => ReactNode; onCard?: boolean };

const DASH = "-";

const yesNo = (value: boolean, { t }: T) => t(value ? "compare.yes" : "compare.no");
const euro = (value: number | null, { locale }: T) => (value === null ? DASH : formatEuro(locale, value));
const cashOut = (type: string | null, { t }: T) =>
  type && (CASH_OUT_TYPES as readonly string[]).includes(type)
    ? t(`compare.cash_out.${type}`)
    : (type ?? DASH);

const BONUSES_GROUP = "compare.group.bonuses";

/** The table's sections (company, bonuses, features, payments, support), in order. */
const GROUPS: { labelKey: string; facts: Fact[] }[] = [
  {
    labelKey: "compare.group.company",
    facts: [
      { labelKey: "providers.license_id", value: (p) => <span className="font-mono">{p.licenseId}</span> },
      { labelKey: "compare.licensed", value: (p, t) => yesNo(isLicensed(p), t), onCard: true },
      { labelKey: "score.label", value: (p) => <Score score={p.score} />, onCard: true },
      { labelKey: "provider.licence.legal_name", value: (p) => p.companyLegalName ?? DASH },
      {
        labelKey: "compare.years_active",
        value: (p) => yearsActive(p.foundationDate, new Date().getUTCFullYear()),
        onCard: true,
      },
      { labelKey: "compare.satisfaction", value: (p) => <Satisfaction providerId={p.id} />, onCard: true },
    ],
  },
  {
    labelKey: BONUSES_GROUP,
    facts: [{ labelKey: "bonus.type.welcome", value: (p) => p.bonusHeadline ?? DASH, onCard: true }],
  },
  {
    labelKey: "compare.group.features",
    facts: [
      { labelKey: "providers.badge.live_betting", value: (p, t) => yesNo(p.liveBetting, t), onCard: true },
      { labelKey: "providers.badge.live_streaming", value: (p, t) => yesNo(p.liveStreaming, t) },
      { labelKey: "compare.cash_out", value: (p, t) => cashOut(p.cashOutType, t), onCard: true },
      { labelKey: "compare.early_payout", value: (p, t) => yesNo(p.earlyPayout, t) },
      { labelKey: "compare.bet_builder", value: (p, t) => yesNo(p.betBuilder, t) },
      { labelKey: "provider.badge.ios", value: (p, t) => yesNo(p.iosApp, t) },
      { labelKey: "provider.badge.android", value: (p, t) => yesNo(p.androidApp, t) },
    ],
  },
  {
    labelKey: "compare.group.payments",
    facts: [
      { labelKey: "provider.payments.title", value: (p) => <Payments payments={p.payments} /> },
      { labelKey: "compare.min_deposit", value: (p, t) => euro(p.minDeposit, t), onCard: true },
      { labelKey: "compare.max_withdrawal", value: (p, t) => euro(p.maxWithdrawal, t), onCard: true },
      // Written by the operator, often Latin ("24-48 h"): kept in its own direction on a Hebrew page.
      { labelKey: "compare.withdrawal_time", value: (p) => <bdi>{p.withdrawalTime ?? DASH}</bdi> },
    ],
  },
  {
    labelKey: "compare.group.support",
    facts: [
      { labelKey: "compare.live_chat", value: (p, t) => yesNo(p.liveChat, t), onCard: true },
      { labelKey: "compare.live_chat_247", value: (p, t) => yesNo(p.liveChat247, t) },
      {
        labelKey: "compare.response_time",
        value: (p, { t }) =>
          p.responseTimeHours === null ? DASH : t("compare.hours", { count: p.responseTimeHours }),
        onCard: true,
      },
      // An address is one long word: it may break anywhere rather than widen its column.
      {
        labelKey: "compare.email",
        value: (p) => <span className="wrap-anywhere">{p.supportEmail ?? DASH}</span>,
      },
    ],
  },
];

/** The sections as the visitor sees them: on a break from offers, without the bonuses. */
function useGroups() {
  const onBreak = useOfferBreakUntil() !== null;
  return onBreak ? GROUPS.filter((group) => group.labelKey !== BONUSES_GROUP) : GROUPS;
}

/** The published score and the link to how it is computed; '-' for a provider without one. */
function Score({ score }: { score: number | null }) {
  const { t, locale } = useT();
  const linkLocale = useLocaleParam();
  if (score === null) return DASH;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <strong>{t("score.out_of", { score: formatNumber(locale, score, ONE_DECIMAL) })}</strong>
      <a href={scorePagePath(linkLocale)} className="text-xs underline underline-offset-4">
        {t("score.how")}
      </a>
    </span>
  );
}

/** The share of approved reviews rated 4 or more; '-' without reviews (or while loading). */
function Satisfaction({ providerId }: { providerId: string }) {
  const { locale } = useT();
  const { data } = useQuery(ratingsQuery(providerId, locale));
  const share = data ? satisfaction(data) : null;
  return share === null ? DASH : formatNumber(locale, share / 100, { style: "percent" });
}

function Payments({ payments }: { payments: string[] | null }) {
  const { shown, more } = splitPayments(payments);
  if (!shown.length) return DASH;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((method) => (
        <Badge key={method} variant="outline">
          <PaymentName stored={method} />
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="secondary" dir="ltr">
          +{more}
        </Badge>
      )}
    </span>
  );
}

/** A label longer than a narrow column (Greek's "view details") goes on a second line of its button. */
const WRAPPING = "h-auto min-h-8 shrink whitespace-normal";

/** The provider's page and, where it has one, its site (counted, in a new tab). */
function ProviderLinks({ provider }: { provider: PublicProvider }) {
  const { t, locale: pageLocale } = useT();
  const locale = useLocaleParam();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" className={WRAPPING} asChild>
        <Link
          to="/{-$locale}/providers/$providerId"
          params={{ locale, providerId: provider.slug ?? provider.id }}
          // The visible words begin the accessible name (WCAG 2.5.3), which tells the columns apart.
          aria-label={t("compare.view_details_for", { brand: provider.brand })}
        >
          {t("compare.view_details")}
        </Link>
      </Button>
      {provider.affiliateUrl && (
        <Button size="sm" className={WRAPPING} asChild>
          <a
            href={clickOutHref({ providerId: provider.id }, "compare", pageLocale)}
            target="_blank"
            rel={CLICK_OUT_REL}
          >
            {t("providers.visit")}
            <ExternalLinkIcon className="rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">({t("a11y.opens_new_tab")})</span>
          </a>
        </Button>
      )}
    </div>
  );
}

function Brand({ provider, heading }: { provider: PublicProvider; heading?: boolean }) {
  const { t } = useT();
  const Name = heading ? "h2" : "span";
  return (
    // A card has the width for the logo beside the name; a column of the table stacks them.
    <div className={heading ? "flex items-center gap-3" : "flex flex-col items-start gap-2"}>
      <ProviderLogo brand={provider.brand} logoUrl={provider.logoUrl} />
      <div className="space-y-1 text-start">
        <Name className="block text-base font-semibold">{provider.brand}</Name>
        {isLicensed(provider) && (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" />
            {t("providers.badge.licensed")}
          </Badge>
        )}
        <SponsoredBadge sponsored={provider.sponsored} />
      </div>
    </div>
  );
}

/**
 * The chosen providers side by side: a table where the page's column (main, a container) holds one
 * (42rem: three providers fit in every language), a card each where it does not. Takes their ids
 * (one string, so the block's props stay equal while its code is on its way) and reads each one whole.
 */
export function CompareFacts({ selection }: { selection: string }) {
  const { locale } = useT();
  const details = useQueries({
    queries: selection.split(",").map((id) => providerQuery(locale, id)),
  });
  if (details.some((detail) => detail.isPending)) return <CompareSkeleton />;
  // One that failed (it went inactive since the list was read) is left out, like an unknown one.
  const providers = details.flatMap((detail) => (detail.data ? [detail.data] : []));
  return (
    <>
      <CompareTable providers={providers} />
      <CompareCards providers={providers} />
    </>
  );
}

/** Where the page's column is wide: the providers as columns, the facts as rows grouped by section. */
function CompareTable({ providers }: { providers: PublicProvider[] }) {
  const t = useT();
  const groups = useGroups();
  return (
    <ScrollRegion label={t.t("compare.caption")} className="hidden rounded-xl @2xl:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.t("compare.caption")}</caption>
        <thead>
          <tr>
            <td />
            {providers.map((provider) => (
              <th key={provider.id} scope="col" className="space-y-3 p-3 align-top font-normal">
                <Brand provider={provider} />
                <ProviderLinks provider={provider} />
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.labelKey}>
            <tr>
              <th scope="rowgroup" colSpan={providers.length + 1} className="bg-muted px-3 py-2 text-start">
                {t.t(group.labelKey)}
              </th>
            </tr>
            {group.facts.map(({ labelKey, value }) => (
              <tr key={labelKey} className="border-t">
                <th scope="row" className="w-48 px-3 py-2 text-start font-medium text-muted-foreground">
                  {t.t(labelKey)}
                </th>
                {providers.map((provider) => (
                  <td key={provider.id} className="px-3 py-2 align-top">
                    {value(provider, t)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}

/** Where the page's column is narrow (phones): a card per provider with the key facts and a link to its page. */
function CompareCards({ providers }: { providers: PublicProvider[] }) {
  const t = useT();
  const groups = useGroups();
  return (
    <ul className="grid gap-4 @2xl:hidden">
      {providers.map((provider) => (
        <li key={provider.id} className="space-y-4 rounded-xl border bg-card p-5">
          <Brand provider={provider} heading />
          <dl className="space-y-2 text-sm">
            {groups
              .flatMap((group) => group.facts.filter((fact) => fact.onCard))
              .map(({ labelKey, value }) => (
                <div key={labelKey} className="grid grid-cols-2 gap-x-4">
                  <dt className="text-muted-foreground">{t.t(labelKey)}</dt>
                  <dd>{value(provider, t)}</dd>
                </div>
              ))}
          </dl>
          <ProviderLinks provider={provider} />
        </li>
      ))}
    </ul>
  );
}
