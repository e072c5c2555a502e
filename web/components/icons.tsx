import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

/**
 * Lucide's icons, drawn from one cached SVG sprite (`web/public/icons.svg`, written by
 * `npm run icons` from lucide-react itself) instead of carrying their path data in every page's
 * JavaScript. Each export has the name and props of its lucide-react counterpart.
 */
export const ICON_SPRITE_PATH = "/icons.svg";

export type Icon = ((props: ComponentProps<"svg">) => React.JSX.Element) & { spriteId: string };

function spriteIcon(spriteId: string): Icon {
  const icon = ({ className, ...props }: ComponentProps<"svg">) => (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("lucide", className)}
      {...props}
    >
      <use href={`${ICON_SPRITE_PATH}#${spriteId}`} />
    </svg>
  );
  return Object.assign(icon, { spriteId });
}

export const ArrowLeftIcon = spriteIcon("ArrowLeftIcon");
export const ArrowRightIcon = spriteIcon("ArrowRightIcon");
export const AwardIcon = spriteIcon("AwardIcon");
export const BadgeCheckIcon = spriteIcon("BadgeCheckIcon");
export const BarChart3Icon = spriteIcon("BarChart3Icon");
export const Building2Icon = spriteIcon("Building2Icon");
export const CalculatorIcon = spriteIcon("CalculatorIcon");
export const CheckIcon = spriteIcon("CheckIcon");
export const CircleCheckIcon = spriteIcon("CircleCheckIcon");
export const CircleHelpIcon = spriteIcon("CircleHelpIcon");
export const CircleXIcon = spriteIcon("CircleXIcon");
export const CompassIcon = spriteIcon("CompassIcon");
export const CreditCardIcon = spriteIcon("CreditCardIcon");
export const DatabaseZapIcon = spriteIcon("DatabaseZapIcon");
export const ExternalLinkIcon = spriteIcon("ExternalLinkIcon");
export const FileTextIcon = spriteIcon("FileTextIcon");
export const GiftIcon = spriteIcon("GiftIcon");
export const GlobeIcon = spriteIcon("GlobeIcon");
export const HomeIcon = spriteIcon("HomeIcon");
export const InfoIcon = spriteIcon("InfoIcon");
export const LanguagesIcon = spriteIcon("LanguagesIcon");
export const LayoutDashboardIcon = spriteIcon("LayoutDashboardIcon");
export const ListChecksIcon = spriteIcon("ListChecksIcon");
export const LockIcon = spriteIcon("LockIcon");
export const LogInIcon = spriteIcon("LogInIcon");
export const LogOutIcon = spriteIcon("LogOutIcon");
export const MailIcon = spriteIcon("MailIcon");
export const MailWarningIcon = spriteIcon("MailWarningIcon");
export const MenuIcon = spriteIcon("MenuIcon");
export const MessageSquareTextIcon = spriteIcon("MessageSquareTextIcon");
export const MoonIcon = spriteIcon("MoonIcon");
export const PanelLeftIcon = spriteIcon("PanelLeftIcon");
export const PhoneIcon = spriteIcon("PhoneIcon");
export const RadioIcon = spriteIcon("RadioIcon");
export const ScaleIcon = spriteIcon("ScaleIcon");
export const SearchIcon = spriteIcon("SearchIcon");
export const SearchXIcon = spriteIcon("SearchXIcon");
export const ShieldAlertIcon = spriteIcon("ShieldAlertIcon");
export const ShieldCheckIcon = spriteIcon("ShieldCheckIcon");
export const SmartphoneIcon = spriteIcon("SmartphoneIcon");
export const StarHalfIcon = spriteIcon("StarHalfIcon");
export const StarIcon = spriteIcon("StarIcon");
export const SunIcon = spriteIcon("SunIcon");
export const TrophyIcon = spriteIcon("TrophyIcon");
export const TvIcon = spriteIcon("TvIcon");
export const UploadIcon = spriteIcon("UploadIcon");
export const UserIcon = spriteIcon("UserIcon");
export const UserRoundCogIcon = spriteIcon("UserRoundCogIcon");
export const UserRoundIcon = spriteIcon("UserRoundIcon");
export const XIcon = spriteIcon("XIcon");
