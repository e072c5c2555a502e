import {
  AwardIcon,
  BarChart3Icon,
  Building2Icon,
  DatabaseZapIcon,
  GiftIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  StarIcon,
  UploadIcon,
} from "#web/components/icons";
import type { NavItem } from "#web/components/layout/nav-items";

/** The admin sidebar (admin-and-schema §2). */
export const ADMIN_NAV_ITEMS: NavItem[] = [
  { to: "/admin", labelKey: "admin.nav.dashboard", icon: LayoutDashboardIcon, exact: true },
  { to: "/admin/providers", labelKey: "admin.nav.providers", icon: Building2Icon },
  { to: "/admin/promotions", labelKey: "admin.nav.promotions", icon: GiftIcon },
  { to: "/admin/onboarding", labelKey: "admin.nav.onboarding", icon: ListChecksIcon },
  { to: "/admin/reviews", labelKey: "admin.nav.reviews", icon: MessageSquareTextIcon },
  { to: "/admin/prizes", labelKey: "admin.nav.prizes", icon: AwardIcon },
  { to: "/admin/external-ratings", labelKey: "admin.nav.external_ratings", icon: StarIcon },
  { to: "/admin/import", labelKey: "admin.nav.import", icon: UploadIcon },
  { to: "/admin/production-sync", labelKey: "admin.nav.production_sync", icon: DatabaseZapIcon },
  { to: "/admin/ui-strings", labelKey: "admin.nav.ui_strings", icon: LanguagesIcon },
  { to: "/admin/analytics", labelKey: "admin.nav.analytics", icon: BarChart3Icon },
];
