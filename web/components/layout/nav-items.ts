import {
  Building2Icon,
  CalculatorIcon,
  CircleHelpIcon,
  GiftIcon,
  HomeIcon,
  MenuIcon,
  ScaleIcon,
  TrophyIcon,
  type LucideIcon,
} from "lucide-react";

export type NavItem = {
  /**
   * Route template with the optional locale segment. Typed as plain string because some of these
   * pages are registered by other features; TanStack still fills in `{-$locale}` from params.
   */
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Home is only active on itself, not on every page below it. */
  exact?: boolean;
};

/** The bonus page, linked from the navigation and the home page. */
export const BONUS_PATH: string = "/{-$locale}/bonus";

/** Spec §2: the public bottom navigation. */
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
