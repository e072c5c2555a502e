import { ShieldCheckIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";

/**
 * Every page states that the listed companies are licensed by the national authority (a landmark of
 * its own). A streamed page may be painted before the text has arrived: the icon therefore has a
 * column of its own at the strip's start (a same-width empty column keeps the text centred) and sits
 * on the first line, and the strip is one line high at least, so nothing moves when the text comes.
 */
export function LicenseBanner() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="licence-banner-text"
      className="bg-primary px-3 py-1.5 text-xs/4 font-medium text-primary-foreground"
    >
      <div className="mx-auto grid min-h-4 max-w-2xl grid-cols-[0.875rem_1fr_0.875rem] items-start gap-2">
        <ShieldCheckIcon className="mt-px size-3.5" aria-hidden="true" />
        <span id="licence-banner-text" className="text-center">
          {t("banner.licensed")}
        </span>
      </div>
    </section>
  );
}
