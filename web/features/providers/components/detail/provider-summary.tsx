import { Link } from "@tanstack/react-router";
import type { ProviderDetail } from "#schema/api/providers";
import {
  ArrowLeftIcon,
  AwardIcon,
  BadgeCheckIcon,
  ExternalLinkIcon,
  GiftIcon,
  RadioIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  TvIcon,
} from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { CLICK_OUT_REL, clickOutHref } from "#web/lib/click-out";
import { isLicensed } from "#web/features/providers/licence";
import { LicenceStatusBadge } from "./licence-status-badge";
import { ProviderLogo } from "#web/features/providers/components/provider-logo";

type Props = { provider: ProviderDetail };

export function BackToProviders() {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <Link
      to="/{-$locale}/providers"
      params={{ locale }}
      className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t("provider.back")}
    </Link>
  );
}

/** Logo, name, badges, the welcome bonus and the way to the provider's site. */
export function ProviderSummary({ provider }: Props) {
  const { t, locale } = useT();
  // A licence that is not (or not yet) in force or not confirmed is said at the top, where the green
  // badge would be.
  const licensed = isLicensed(provider);
  const badges = [
    [licensed, BadgeCheckIcon, "providers.badge.licensed"],
    [provider.answersHere, ShieldCheckIcon, "provider.answers_here"],
    [provider.featured, AwardIcon, "provider.badge.featured"],
    [provider.iosApp, SmartphoneIcon, "provider.badge.ios"],
    [provider.androidApp, SmartphoneIcon, "provider.badge.android"],
    [provider.liveBetting, RadioIcon, "providers.badge.live_betting"],
    [provider.liveStreaming, TvIcon, "providers.badge.live_streaming"],
  ] as const;
  return (
    <header className="space-y-4">
      <BackToProviders />
      {/* The name and badges wrap as a block of at least 16rem: a block allowed to shrink to nothing
          (flex-basis 0) kept the Visit button on its line and let its unbreakable badges run under
          the button on a phone. Too narrow for all three, the block and then the button move down. */}
      <div className="flex flex-wrap items-center gap-4">
        <ProviderLogo brand={provider.brand} logoUrl={provider.logoUrl} className="h-16 w-32" />
        <div className="min-w-0 grow basis-64 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{provider.brand}</h1>
          <ul className="flex flex-wrap gap-2">
            {!licensed && provider.licenseStatus && (
              <li>
                <LicenceStatusBadge provider={provider} />
              </li>
            )}
            {badges.map(
              ([shown, Icon, key], index) =>
                shown && (
                  <li key={key}>
                    <Badge variant={index === 0 ? "success" : "secondary"}>
                      <Icon aria-hidden="true" />
                      {t(key)}
                    </Badge>
                  </li>
                ),
            )}
          </ul>
        </div>
        {provider.affiliateUrl && (
          <Button asChild>
            <a
              href={clickOutHref({ providerId: provider.id }, "provider_page", locale)}
              target="_blank"
              rel={CLICK_OUT_REL}
            >
              {t("provider.visit", { brand: provider.brand })}
              <ExternalLinkIcon className="rtl:-scale-x-100" aria-hidden="true" />
              <span className="sr-only">({t("a11y.opens_new_tab")})</span>
            </a>
          </Button>
        )}
      </div>
      {provider.bonusHeadline && (
        <p className="flex items-start gap-2 rounded-lg bg-primary/10 p-3 font-medium">
          <GiftIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="sr-only">{t("bonus.type.welcome")}: </span>
            {provider.bonusHeadline}
          </span>
        </p>
      )}
    </header>
  );
}
