import {
  Building2Icon,
  CalculatorIcon,
  CircleHelpIcon,
  GiftIcon,
  HomeIcon,
  MenuIcon,
  ScaleIcon,
  TrophyIcon,
  type Icon,
} from "#web/components/icons";
import type { LinkProps } from "@tanstack/react-router";

/**
 * A page of the route tree without path params of its own, checked by TypeScript; TanStack fills in
 * the optional `{-$locale}` from the link's params.
 */
export type RoutePath = Exclude<NonNullable<LinkProps["to"]>, `${string}/$${string}` | "." | "..">;

export type NavItem = {
  to: RoutePath;
  labelKey: string;
  icon: Icon;
  /** Home is only active on itself, not on every page below it. */
  exact?: boolean;
};

/** The bonus page, linked from the navigation and the home page. */
export const BONUS_PATH = "/{-$locale}/bonus" satisfies RoutePath;

/** The public bottom navigation. */
export const BOTTOM_NAV_ITEMS: NavItem[] = [
  { to: "/{-$locale}", labelKey: "nav.home", icon: HomeIcon, exact: true },
  { to: "/{-$locale}/providers", labelKey: "nav.providers", icon: Building2Icon },
  { to: BONUS_PATH, labelKey: "nav.bonus", icon: GiftIcon },
  { to: "/{-$locale}/compare", labelKey: "nav.compare", icon: ScaleIcon },
  { to: "/{-$locale}/menu", labelKey: "nav.menu", icon: MenuIcon },
];

/** The sidebar adds the tools that do not fit in the bottom bar. */
export const SIDEBAR_ITEMS: NavItem[] = [
  ...BOTTOM_NAV_ITEMS,
  { to: "/{-$locale}/leaderboard", labelKey: "nav.leaderboard", icon: TrophyIcon },
  { to: "/{-$locale}/faq", labelKey: "nav.faq", icon: CircleHelpIcon },
  { to: "/{-$locale}/calculator", labelKey: "nav.calculator", icon: CalculatorIcon },
];
