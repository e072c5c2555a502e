/**
 * The site's icons: lucide's drawings, as inline SVG (their shapes in the page, stroked in the text's
 * colour, so forced colours repaint them too). Not a sprite or CSS masks: each `<use>` of a sprite is
 * a shadow tree to style and lay out, and each mask image is an SVG document of its own, which
 * together doubled the style work of a list page's first render.
 *
 * Drawn here rather than by lucide-react's components, which write lucide's eight default attributes
 * (size, stroke, line caps...) on every <svg>: 190 bytes an icon, 11-14 KB of a page the parser must
 * read before the first paint. The `icon` class gives those defaults once (app.css); a utility class
 * overrides them, and an attribute cannot (CSS wins over presentation attributes), so a filled icon
 * takes `fill-current`, not `fill`.
 *
 * Each drawing is imported by its own path: the package's index imports all 2,000 icons, which a
 * module runner without tree-shaking (the worker tests') would load one by one.
 */
import { createElement, type ReactElement, type SVGProps } from "react";
import { cn } from "#web/lib/utils";
import { __iconData as arrowLeft } from "lucide-react/icons/arrow-left";
import { __iconData as arrowRight } from "lucide-react/icons/arrow-right";
import { __iconData as award } from "lucide-react/icons/award";
import { __iconData as badgeCheck } from "lucide-react/icons/badge-check";
import { __iconData as chartColumn } from "lucide-react/icons/chart-column";
import { __iconData as buildingComplex } from "lucide-react/icons/building-complex";
import { __iconData as calculator } from "lucide-react/icons/calculator";
import { __iconData as check } from "lucide-react/icons/check";
import { __iconData as circleCheck } from "lucide-react/icons/circle-check";
import { __iconData as circleQuestionMark } from "lucide-react/icons/circle-question-mark";
import { __iconData as circleX } from "lucide-react/icons/circle-x";
import { __iconData as compass } from "lucide-react/icons/compass";
import { __iconData as creditCard } from "lucide-react/icons/credit-card";
import { __iconData as databaseZap } from "lucide-react/icons/database-zap";
import { __iconData as download } from "lucide-react/icons/download";
import { __iconData as externalLink } from "lucide-react/icons/external-link";
import { __iconData as fileText } from "lucide-react/icons/file-text";
import { __iconData as gift } from "lucide-react/icons/gift";
import { __iconData as globe } from "lucide-react/icons/globe";
import { __iconData as house } from "lucide-react/icons/house";
import { __iconData as info } from "lucide-react/icons/info";
import { __iconData as languages } from "lucide-react/icons/languages";
import { __iconData as layoutDashboard } from "lucide-react/icons/layout-dashboard";
import { __iconData as listChecks } from "lucide-react/icons/list-checks";
import { __iconData as lock } from "lucide-react/icons/lock";
import { __iconData as logIn } from "lucide-react/icons/log-in";
import { __iconData as logOut } from "lucide-react/icons/log-out";
import { __iconData as mail } from "lucide-react/icons/mail";
import { __iconData as mailExclamationPoint } from "lucide-react/icons/mail-exclamation-point";
import { __iconData as megaphone } from "lucide-react/icons/megaphone";
import { __iconData as menu } from "lucide-react/icons/menu";
import { __iconData as messageSquareText } from "lucide-react/icons/message-square-text";
import { __iconData as moon } from "lucide-react/icons/moon";
import { __iconData as panelLeft } from "lucide-react/icons/panel-left";
import { __iconData as pencil } from "lucide-react/icons/pencil";
import { __iconData as phone } from "lucide-react/icons/phone";
import { __iconData as plus } from "lucide-react/icons/plus";
import { __iconData as radio } from "lucide-react/icons/radio";
import { __iconData as scale } from "lucide-react/icons/scale";
import { __iconData as scrollText } from "lucide-react/icons/scroll-text";
import { __iconData as search } from "lucide-react/icons/search";
import { __iconData as searchX } from "lucide-react/icons/search-x";
import { __iconData as shieldExclamationPoint } from "lucide-react/icons/shield-exclamation-point";
import { __iconData as shieldCheck } from "lucide-react/icons/shield-check";
import { __iconData as smartphone } from "lucide-react/icons/smartphone";
import { __iconData as star } from "lucide-react/icons/star";
import { __iconData as sun } from "lucide-react/icons/sun";
import { __iconData as trash } from "lucide-react/icons/trash";
import { __iconData as trophy } from "lucide-react/icons/trophy";
import { __iconData as tv } from "lucide-react/icons/tv";
import { __iconData as upload } from "lucide-react/icons/upload";
import { __iconData as user } from "lucide-react/icons/user";
import { __iconData as userRoundCog } from "lucide-react/icons/user-round-cog";
import { __iconData as userRound } from "lucide-react/icons/user-round";
import { __iconData as users } from "lucide-react/icons/users";
import { __iconData as x } from "lucide-react/icons/x";

export type Icon = (props: SVGProps<SVGSVGElement>) => ReactElement;

/** An icon's drawing, as every lucide icon module exports it: its shapes, each a tag and attributes. */
type Drawing = typeof arrowLeft;

/** An icon from lucide's drawing (every lucide icon is drawn on a 24-unit square), hidden from assistive technology. */
function icon({ node }: Drawing): Icon {
  return function LucideIcon({ className, ...props }) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={cn("icon", className)} {...props}>
        {node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}

export const ArrowLeftIcon = /* @__PURE__ */ icon(arrowLeft);
export const ArrowRightIcon = /* @__PURE__ */ icon(arrowRight);
export const AwardIcon = /* @__PURE__ */ icon(award);
export const BadgeCheckIcon = /* @__PURE__ */ icon(badgeCheck);
export const BarChart3Icon = /* @__PURE__ */ icon(chartColumn);
export const Building2Icon = /* @__PURE__ */ icon(buildingComplex);
export const CalculatorIcon = /* @__PURE__ */ icon(calculator);
export const CheckIcon = /* @__PURE__ */ icon(check);
export const CircleCheckIcon = /* @__PURE__ */ icon(circleCheck);
export const CircleHelpIcon = /* @__PURE__ */ icon(circleQuestionMark);
export const CircleXIcon = /* @__PURE__ */ icon(circleX);
export const CompassIcon = /* @__PURE__ */ icon(compass);
export const CreditCardIcon = /* @__PURE__ */ icon(creditCard);
export const DatabaseZapIcon = /* @__PURE__ */ icon(databaseZap);
export const DownloadIcon = /* @__PURE__ */ icon(download);
export const ExternalLinkIcon = /* @__PURE__ */ icon(externalLink);
export const FileTextIcon = /* @__PURE__ */ icon(fileText);
export const GiftIcon = /* @__PURE__ */ icon(gift);
export const GlobeIcon = /* @__PURE__ */ icon(globe);
export const HomeIcon = /* @__PURE__ */ icon(house);
export const InfoIcon = /* @__PURE__ */ icon(info);
export const LanguagesIcon = /* @__PURE__ */ icon(languages);
export const LayoutDashboardIcon = /* @__PURE__ */ icon(layoutDashboard);
export const ListChecksIcon = /* @__PURE__ */ icon(listChecks);
export const LockIcon = /* @__PURE__ */ icon(lock);
export const LogInIcon = /* @__PURE__ */ icon(logIn);
export const LogOutIcon = /* @__PURE__ */ icon(logOut);
export const MailIcon = /* @__PURE__ */ icon(mail);
export const MailWarningIcon = /* @__PURE__ */ icon(mailExclamationPoint);
export const MegaphoneIcon = /* @__PURE__ */ icon(megaphone);
export const MenuIcon = /* @__PURE__ */ icon(menu);
export const MessageSquareTextIcon = /* @__PURE__ */ icon(messageSquareText);
export const MoonIcon = /* @__PURE__ */ icon(moon);
export const PanelLeftIcon = /* @__PURE__ */ icon(panelLeft);
export const PencilIcon = /* @__PURE__ */ icon(pencil);
export const PhoneIcon = /* @__PURE__ */ icon(phone);
export const PlusIcon = /* @__PURE__ */ icon(plus);
export const RadioIcon = /* @__PURE__ */ icon(radio);
export const ScaleIcon = /* @__PURE__ */ icon(scale);
export const ScrollTextIcon = /* @__PURE__ */ icon(scrollText);
export const SearchIcon = /* @__PURE__ */ icon(search);
export const SearchXIcon = /* @__PURE__ */ icon(searchX);
export const ShieldAlertIcon = /* @__PURE__ */ icon(shieldExclamationPoint);
export const ShieldCheckIcon = /* @__PURE__ */ icon(shieldCheck);
export const SmartphoneIcon = /* @__PURE__ */ icon(smartphone);
export const StarIcon = /* @__PURE__ */ icon(star);
export const SunIcon = /* @__PURE__ */ icon(sun);
export const Trash2Icon = /* @__PURE__ */ icon(trash);
export const TrophyIcon = /* @__PURE__ */ icon(trophy);
export const TvIcon = /* @__PURE__ */ icon(tv);
export const UploadIcon = /* @__PURE__ */ icon(upload);
export const UserIcon = /* @__PURE__ */ icon(user);
export const UserRoundCogIcon = /* @__PURE__ */ icon(userRoundCog);
export const UserRoundIcon = /* @__PURE__ */ icon(userRound);
export const UsersIcon = /* @__PURE__ */ icon(users);
export const XIcon = /* @__PURE__ */ icon(x);
