import { createContext, use, type ComponentProps } from "react";
import { cn } from "#web/lib/utils";

/**
 * Lucide's icons, drawn from one SVG sprite (`web/public/icons.svg`, written by `npm run icons`
 * from lucide-react itself) instead of carrying their path data in every page's JavaScript. Each
 * export has the name and props of its lucide-react counterpart. The sprite's symbols carry
 * lucide's stroke (colour, width, caps and joins), the same for every icon.
 */
export const ICON_SPRITE_PATH = "/icons.svg";

/**
 * The icons a server render draws. The server's page carries their symbols itself, at the top of
 * its body (worker/lib/icon-symbols.ts), so its icons paint with its first paint instead of when the
 * sprite has arrived.
 */
export const IconsDrawn = /* @__PURE__ */ createContext<Set<string> | null>(null);

/**
 * Where an icon's `<use>` points: at the page's own symbol when the page has it (every icon the
 * server's page draws, and so at hydration), else at the sprite's (an icon that a navigation in the
 * browser shows first). Only the server's build notes what it draws: the browser's leaves that out.
 */
function useIconHref(spriteId: string) {
  if (import.meta.env.SSR) use(IconsDrawn)?.add(spriteId);
  const inPage = import.meta.env.SSR || document.getElementById(spriteId);
  return `${inPage ? "" : ICON_SPRITE_PATH}#${spriteId}`;
}

export type Icon = ((props: ComponentProps<"svg">) => React.JSX.Element) & { spriteId: string };

/** An icon of the sprite: the public site's are below, the back office's in its own admin-icons.ts. */
export function spriteIcon(spriteId: string): Icon {
  const SpriteIcon = ({ className, ...props }: ComponentProps<"svg">) => (
    <svg width="24" height="24" fill="none" className={cn("lucide", className)} {...props}>
      <use href={useIconHref(spriteId)} />
    </svg>
  );
  return Object.assign(SpriteIcon, { spriteId });
}

export const ArrowLeftIcon = /* @__PURE__ */ spriteIcon("ArrowLeftIcon");
export const ArrowRightIcon = /* @__PURE__ */ spriteIcon("ArrowRightIcon");
export const AwardIcon = /* @__PURE__ */ spriteIcon("AwardIcon");
export const BadgeCheckIcon = /* @__PURE__ */ spriteIcon("BadgeCheckIcon");
export const Building2Icon = /* @__PURE__ */ spriteIcon("Building2Icon");
export const CalculatorIcon = /* @__PURE__ */ spriteIcon("CalculatorIcon");
export const CheckIcon = /* @__PURE__ */ spriteIcon("CheckIcon");
export const CircleCheckIcon = /* @__PURE__ */ spriteIcon("CircleCheckIcon");
export const CircleHelpIcon = /* @__PURE__ */ spriteIcon("CircleHelpIcon");
export const CircleXIcon = /* @__PURE__ */ spriteIcon("CircleXIcon");
export const CompassIcon = /* @__PURE__ */ spriteIcon("CompassIcon");
export const CreditCardIcon = /* @__PURE__ */ spriteIcon("CreditCardIcon");
export const ExternalLinkIcon = /* @__PURE__ */ spriteIcon("ExternalLinkIcon");
export const FileTextIcon = /* @__PURE__ */ spriteIcon("FileTextIcon");
export const GiftIcon = /* @__PURE__ */ spriteIcon("GiftIcon");
export const GlobeIcon = /* @__PURE__ */ spriteIcon("GlobeIcon");
export const HomeIcon = /* @__PURE__ */ spriteIcon("HomeIcon");
export const InfoIcon = /* @__PURE__ */ spriteIcon("InfoIcon");
export const LayoutDashboardIcon = /* @__PURE__ */ spriteIcon("LayoutDashboardIcon");
export const LockIcon = /* @__PURE__ */ spriteIcon("LockIcon");
export const LogInIcon = /* @__PURE__ */ spriteIcon("LogInIcon");
export const LogOutIcon = /* @__PURE__ */ spriteIcon("LogOutIcon");
export const MailIcon = /* @__PURE__ */ spriteIcon("MailIcon");
export const MailWarningIcon = /* @__PURE__ */ spriteIcon("MailWarningIcon");
export const MenuIcon = /* @__PURE__ */ spriteIcon("MenuIcon");
export const MoonIcon = /* @__PURE__ */ spriteIcon("MoonIcon");
export const PanelLeftIcon = /* @__PURE__ */ spriteIcon("PanelLeftIcon");
export const PhoneIcon = /* @__PURE__ */ spriteIcon("PhoneIcon");
export const RadioIcon = /* @__PURE__ */ spriteIcon("RadioIcon");
export const ScaleIcon = /* @__PURE__ */ spriteIcon("ScaleIcon");
export const SearchIcon = /* @__PURE__ */ spriteIcon("SearchIcon");
export const SearchXIcon = /* @__PURE__ */ spriteIcon("SearchXIcon");
export const ShieldAlertIcon = /* @__PURE__ */ spriteIcon("ShieldAlertIcon");
export const ShieldCheckIcon = /* @__PURE__ */ spriteIcon("ShieldCheckIcon");
export const SmartphoneIcon = /* @__PURE__ */ spriteIcon("SmartphoneIcon");
export const StarIcon = /* @__PURE__ */ spriteIcon("StarIcon");
export const SunIcon = /* @__PURE__ */ spriteIcon("SunIcon");
export const TrophyIcon = /* @__PURE__ */ spriteIcon("TrophyIcon");
export const TvIcon = /* @__PURE__ */ spriteIcon("TvIcon");
export const UserIcon = /* @__PURE__ */ spriteIcon("UserIcon");
export const UserRoundCogIcon = /* @__PURE__ */ spriteIcon("UserRoundCogIcon");
export const UserRoundIcon = /* @__PURE__ */ spriteIcon("UserRoundIcon");
export const XIcon = /* @__PURE__ */ spriteIcon("XIcon");
