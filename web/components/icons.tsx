import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

export type Icon = ((props: ComponentProps<"svg">) => React.JSX.Element) & { iconId: string };

/**
 * One of lucide's icons: an empty `<svg>` that web/styles/icons.css paints in the text's colour
 * through the icon's outline (a mask written by `npm run icons` from lucide-react itself). Each
 * export has the name and props of its lucide-react counterpart. Not a `<use>` of a sprite's symbol:
 * every use is a shadow tree for the browser to style and lay out, and a list page's icons were a
 * third of its style and layout work before its first paint.
 */
export function lucideIcon(iconId: string): Icon {
  const LucideIcon = ({ className, ...props }: ComponentProps<"svg">) => (
    <svg width="24" height="24" data-icon={iconId} className={cn("lucide", className)} {...props} />
  );
  return Object.assign(LucideIcon, { iconId });
}

export const ArrowLeftIcon = /* @__PURE__ */ lucideIcon("ArrowLeftIcon");
export const ArrowRightIcon = /* @__PURE__ */ lucideIcon("ArrowRightIcon");
export const AwardIcon = /* @__PURE__ */ lucideIcon("AwardIcon");
export const BadgeCheckIcon = /* @__PURE__ */ lucideIcon("BadgeCheckIcon");
export const Building2Icon = /* @__PURE__ */ lucideIcon("Building2Icon");
export const CalculatorIcon = /* @__PURE__ */ lucideIcon("CalculatorIcon");
export const CheckIcon = /* @__PURE__ */ lucideIcon("CheckIcon");
export const CircleCheckIcon = /* @__PURE__ */ lucideIcon("CircleCheckIcon");
export const CircleHelpIcon = /* @__PURE__ */ lucideIcon("CircleHelpIcon");
export const CircleXIcon = /* @__PURE__ */ lucideIcon("CircleXIcon");
export const CompassIcon = /* @__PURE__ */ lucideIcon("CompassIcon");
export const CreditCardIcon = /* @__PURE__ */ lucideIcon("CreditCardIcon");
export const ExternalLinkIcon = /* @__PURE__ */ lucideIcon("ExternalLinkIcon");
export const FileTextIcon = /* @__PURE__ */ lucideIcon("FileTextIcon");
export const GiftIcon = /* @__PURE__ */ lucideIcon("GiftIcon");
export const GlobeIcon = /* @__PURE__ */ lucideIcon("GlobeIcon");
export const HomeIcon = /* @__PURE__ */ lucideIcon("HomeIcon");
export const InfoIcon = /* @__PURE__ */ lucideIcon("InfoIcon");
export const LayoutDashboardIcon = /* @__PURE__ */ lucideIcon("LayoutDashboardIcon");
export const LockIcon = /* @__PURE__ */ lucideIcon("LockIcon");
export const LogInIcon = /* @__PURE__ */ lucideIcon("LogInIcon");
export const LogOutIcon = /* @__PURE__ */ lucideIcon("LogOutIcon");
export const MailIcon = /* @__PURE__ */ lucideIcon("MailIcon");
export const MailWarningIcon = /* @__PURE__ */ lucideIcon("MailWarningIcon");
export const MenuIcon = /* @__PURE__ */ lucideIcon("MenuIcon");
export const MoonIcon = /* @__PURE__ */ lucideIcon("MoonIcon");
export const PanelLeftIcon = /* @__PURE__ */ lucideIcon("PanelLeftIcon");
export const PhoneIcon = /* @__PURE__ */ lucideIcon("PhoneIcon");
export const RadioIcon = /* @__PURE__ */ lucideIcon("RadioIcon");
export const ScaleIcon = /* @__PURE__ */ lucideIcon("ScaleIcon");
export const SearchIcon = /* @__PURE__ */ lucideIcon("SearchIcon");
export const SearchXIcon = /* @__PURE__ */ lucideIcon("SearchXIcon");
export const ShieldAlertIcon = /* @__PURE__ */ lucideIcon("ShieldAlertIcon");
export const ShieldCheckIcon = /* @__PURE__ */ lucideIcon("ShieldCheckIcon");
export const SmartphoneIcon = /* @__PURE__ */ lucideIcon("SmartphoneIcon");
export const StarIcon = /* @__PURE__ */ lucideIcon("StarIcon");
export const SunIcon = /* @__PURE__ */ lucideIcon("SunIcon");
export const TrophyIcon = /* @__PURE__ */ lucideIcon("TrophyIcon");
export const TvIcon = /* @__PURE__ */ lucideIcon("TvIcon");
export const UserIcon = /* @__PURE__ */ lucideIcon("UserIcon");
export const UserRoundCogIcon = /* @__PURE__ */ lucideIcon("UserRoundCogIcon");
export const UserRoundIcon = /* @__PURE__ */ lucideIcon("UserRoundIcon");
export const XIcon = /* @__PURE__ */ lucideIcon("XIcon");
