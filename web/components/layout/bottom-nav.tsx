import { Link } from "@tanstack/react-router";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { BOTTOM_NAV_ITEMS } from "./nav-items";

/** Mobile only: fixed at the bottom; the current page's item carries aria-current="page". */
export function BottomNav() {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <nav
      aria-label={t("a11y.bottom_navigation")}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_NAV_ITEMS.map(({ to, labelKey, icon: Icon, exact }) => (
          <li key={to}>
            <Link to={to} params={{ locale }} activeOptions={{ exact: !!exact }} className="bottom-nav-item">
              <Icon className="size-5" aria-hidden="true" />
              <span className="max-w-full truncate px-1">{t(labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
