import { ShieldCheckIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";

/** Every page states that the listed companies are licensed by the national authority (a landmark of its own). */
export function LicenseBanner() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="licence-banner-text"
      className="flex items-center justify-center gap-2 bg-primary px-3 py-1.5 text-center text-xs font-medium text-primary-foreground"
    >
      <ShieldCheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span id="licence-banner-text">{t("banner.licensed")}</span>
    </section>
  );
}
