import type { Permission } from "#schema/api/permissions";
import {
  AwardIcon,
  BadgeCheckIcon,
  Building2Icon,
  GiftIcon,
  LayoutDashboardIcon,
  MailIcon,
  ScaleIcon,
  ShieldCheckIcon,
  StarIcon,
} from "#web/components/icons";
import {
  BarChart3Icon,
  DatabaseZapIcon,
  LanguagesIcon,
  ListChecksIcon,
  MegaphoneIcon,
  MessageSquareTextIcon,
  ScrollTextIcon,
  UploadIcon,
  UsersIcon,
} from "#web/components/icons";
import type { NavItem } from "#web/components/layout/nav-items";

type AdminNavItem = NavItem & {
  /** Any one of these opens the screen (the server checks every call again). */
  permissions: readonly Permission[];
};

/** The admin sidebar; each user sees the screens their role opens. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  {
    to: "/admin",
    labelKey: "admin.nav.dashboard",
    icon: LayoutDashboardIcon,
    exact: true,
    permissions: ["dashboard"],
  },
  {
    to: "/admin/providers",
    labelKey: "admin.nav.providers",
    icon: Building2Icon,
    permissions: ["providers", "translations"],
  },
  {
    to: "/admin/promotions",
    labelKey: "admin.nav.promotions",
    icon: GiftIcon,
    permissions: ["promotions", "translations"],
  },
  {
    to: "/admin/onboarding",
    labelKey: "admin.nav.onboarding",
    icon: ListChecksIcon,
    permissions: ["onboarding"],
  },
  {
    to: "/admin/reviews",
    labelKey: "admin.nav.reviews",
    icon: MessageSquareTextIcon,
    permissions: ["reviews"],
  },
  {
    to: "/admin/replies",
    labelKey: "admin.nav.replies",
    icon: BadgeCheckIcon,
    permissions: ["replies"],
  },
  {
    to: "/admin/complaints",
    labelKey: "admin.nav.complaints",
    icon: ScaleIcon,
    permissions: ["complaints"],
  },
  { to: "/admin/prizes", labelKey: "admin.nav.prizes", icon: AwardIcon, permissions: ["prizes"] },
  {
    to: "/admin/external-ratings",
    labelKey: "admin.nav.external_ratings",
    icon: StarIcon,
    permissions: ["external_ratings"],
  },
  {
    to: "/admin/banners",
    labelKey: "admin.nav.banners",
    icon: MegaphoneIcon,
    permissions: ["banners"],
  },
  {
    to: "/admin/newsletter",
    labelKey: "admin.nav.newsletter",
    icon: MailIcon,
    permissions: ["newsletter"],
  },
  { to: "/admin/import", labelKey: "admin.nav.import", icon: UploadIcon, permissions: ["import"] },
  {
    to: "/admin/register",
    labelKey: "admin.nav.register",
    icon: ShieldCheckIcon,
    permissions: ["licence_register"],
  },
  {
    to: "/admin/production-sync",
    labelKey: "admin.nav.production_sync",
    icon: DatabaseZapIcon,
    permissions: ["production_sync"],
  },
  {
    to: "/admin/ui-strings",
    labelKey: "admin.nav.ui_strings",
    icon: LanguagesIcon,
    permissions: ["ui_strings"],
  },
  {
    to: "/admin/analytics",
    labelKey: "admin.nav.analytics",
    icon: BarChart3Icon,
    permissions: ["analytics"],
  },
  {
    to: "/admin/representatives",
    labelKey: "admin.nav.representatives",
    icon: Building2Icon,
    permissions: ["representatives"],
  },
  { to: "/admin/users", labelKey: "admin.nav.users", icon: UsersIcon, permissions: ["users"] },
  {
    to: "/admin/audit-log",
    labelKey: "admin.nav.audit_log",
    icon: ScrollTextIcon,
    permissions: ["audit_log"],
  },
];

/** The screens a user with `held` permissions may open, in sidebar order. */
export const navItemsFor = (held: readonly Permission[]) =>
  ADMIN_NAV_ITEMS.filter((item) => item.permissions.some((permission) => held.includes(permission)));
