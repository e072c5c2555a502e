import { createRoute, Link, useLocation, useRouteContext } from "@tanstack/react-router";
import type { ReactNode } from "react";
import {
  CalculatorIcon,
  CircleHelpIcon,
  FileTextIcon,
  InfoIcon,
  LockIcon,
  ShieldCheckIcon,
  PhoneIcon,
  TrophyIcon,
  type Icon,
} from "#web/components/icons";
import type { RoutePath } from "#web/components/layout/nav-items";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { AccountSummary } from "#web/features/auth/components/account-summary";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { DarkModeSwitch } from "#web/features/preferences/components/dark-mode-switch";
import { LanguageButtons } from "#web/features/preferences/components/language-buttons";
import { MoodPicker } from "#web/features/preferences/components/mood-picker";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { ensureMe } from "#web/features/auth/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export const menuRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "menu",
  ...documentRoute,
  loader: ({ context, location, preload }) => loadMenuPage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: MenuPage,
});

const RESOURCE_LINKS: { to: RoutePath; labelKey: string; icon: Icon }[] = [
  { to: "/{-$locale}/leaderboard", labelKey: "nav.leaderboard", icon: TrophyIcon },
  { to: "/{-$locale}/faq", labelKey: "nav.faq", icon: CircleHelpIcon },
  { to: "/{-$locale}/calculator", labelKey: "nav.calculator", icon: CalculatorIcon },
  { to: "/{-$locale}/self-check", labelKey: "nav.self_check", icon: CircleHelpIcon },
  { to: "/{-$locale}/break", labelKey: "nav.offer_break", icon: ShieldCheckIcon },
];
const ABOUT_LINKS: { to: RoutePath; labelKey: string; icon: Icon }[] = [
  { to: "/{-$locale}/about", labelKey: "menu.about", icon: InfoIcon },
  { to: "/{-$locale}/contact", labelKey: "menu.contact", icon: PhoneIcon },
  { to: "/{-$locale}/terms", labelKey: "menu.terms", icon: FileTextIcon },
  { to: "/{-$locale}/privacy", labelKey: "menu.privacy", icon: LockIcon },
  { to: "/{-$locale}/review-policy", labelKey: "menu.review_policy", icon: FileTextIcon },
  { to: "/{-$locale}/score", labelKey: "score.how", icon: FileTextIcon },
];

function MenuSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function LinkList({ links }: { links: typeof RESOURCE_LINKS }) {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <ul className="-mx-2 flex flex-col">
      {links.map(({ to, labelKey, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            params={{ locale }}
            className="flex items-center gap-3 rounded-md px-2 py-2.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            {t(labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A document page. The dark-mode switch, the moods and the language links work by the page's script
 * (web/islands/shell.ts), the account card by links and a form; the newsletter's sign-up and the
 * cookie choice are islands, woken by the visitor's first touch (until then, the cookie choice's
 * buttons post a plain form, which the shell's script sends in place).
 */
function MenuPage() {
  const { t } = useT();
  const { pathname, searchStr, href } = useLocation();
  const consentCookie = useRouteContext({ from: "__root__", select: (context) => context.consentCookie });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BannerSlot page="menu" placement="hero" />
      <h1 className="text-3xl font-bold tracking-tight">{t("menu.title")}</h1>
      <AccountCard />
      <MenuSection id="menu-language" title={t("menu.language")}>
        <LanguageButtons pathname={pathname} search={searchStr} />
      </MenuSection>
      <BannerSlot page="menu" placement="after_h2" />
      <MenuSection id="menu-appearance" title={t("menu.appearance")} description={t("menu.mood_hint")}>
        <div className="space-y-4">
          <DarkModeSwitch />
          <div role="group" aria-labelledby="menu-mood-label" className="space-y-2">
            <p id="menu-mood-label" className="text-sm font-medium">
              {t("menu.mood")}
            </p>
            <MoodPicker />
          </div>
        </div>
      </MenuSection>
      <MenuSection
        id="menu-newsletter"
        title={t("menu.newsletter.title")}
        description={t("menu.newsletter.text")}
      >
        <Island
          name="newsletter"
          props={{}}
          trigger="interaction"
          laterStrings={["newsletter.", "a11y.close", "validation.", "api.", "rate_limit."]}
        />
      </MenuSection>
      <MenuSection id="menu-cookies" title={t("menu.cookies.title")} description={t("menu.cookies.text")}>
        <Island
          name="cookie-settings"
          props={{ served: consentCookie, returnTo: href }}
          trigger="interaction"
          laterStrings={["menu.cookies.status."]}
        />
      </MenuSection>
      <MenuSection id="menu-resources" title={t("menu.resources")}>
        <LinkList links={RESOURCE_LINKS} />
      </MenuSection>
      <MenuSection id="menu-about" title={t("menu.about_section")}>
        <LinkList links={ABOUT_LINKS} />
      </MenuSection>
      <BannerSlot page="menu" placement="sticky_footer" />
    </div>
  );
}

/** Signed in: who, profile, admin and logout; signed out: log in and come back here. */
function AccountCard() {
  const { t } = useT();
  return (
    <MenuSection id="menu-account" title={t("menu.account.title")}>
      <AccountSummary />
    </MenuSection>
  );
}

async function loadMenuPage(page: PageLoad) {
  const [strings] = await Promise.all([
    loadStrings(page.context),
    // The account card is in the server HTML, signed in or not.
    ensureMe(page.context),
    loadBanners(page, "menu"),
  ]);
  const meta = {
    title: translate(strings, "meta.menu.title"),
    description: translate(strings, "meta.menu.description"),
  };
  return { head: pageHead(meta, page) };
}
