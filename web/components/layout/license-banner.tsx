import { ShieldCheckIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";

/** Spec §1: every page states that the listed companies are licensed by the national authority. */
export function LicenseBanner() {
  const { t } = useT();
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 bg-primary px-3 py-1.5 text-center text-xs font-medium text-primary-foreground"
    >
      <ShieldCheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{t("banner.licensed")}</span>
    </div>
  );
}
