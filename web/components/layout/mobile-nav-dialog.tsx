import { XIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { BrandLogo } from "./brand-logo";
import { SIDEBAR_WIDTH_MOBILE } from "./sidebar-context";

/**
 * A document page's navigation on phones: the browser's modal dialog (focus kept inside, Escape and
 * the backdrop close it), opened by the header's toggle through the shell's script
 * (web/islands/shell.ts), which also closes it on a link or the close button. Its links are the
 * sidebar's, which the script copies in when it first opens: the page does not carry them twice
 * (7.5 KB the parser would read before the first paint), and the dialog opens only with script.
 */
export function MobileNavDialog() {
  const { t } = useT();
  return (
    <dialog
      data-mobile-nav=""
      aria-label={t("a11y.main_navigation")}
      style={{ width: SIDEBAR_WIDTH_MOBILE }}
      className="fixed inset-y-0 start-0 m-0 h-full max-h-none flex-col border-e bg-sidebar text-sidebar-foreground shadow-lg backdrop:bg-black/50 open:flex lg:hidden"
    >
      <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-3 pe-10">
        <BrandLogo />
      </div>
      <div data-mobile-nav-links="" className="min-h-0 flex-1 overflow-y-auto" />
      <button
        type="button"
        data-close=""
        className="absolute top-3 end-3 rounded-sm p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t("a11y.close")}
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </dialog>
  );
}
