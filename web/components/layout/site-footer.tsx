import { Link } from "@tanstack/react-router";
import { PRODUCT_NAME, REGULATOR_URL } from "#schema/site";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";

/** The footer's links' look (the Worker gives it to the language links it adds). */
export const FOOTER_LINK_CLASS = "underline underline-offset-2 hover:text-foreground";

/** On every page: adults only, responsible gambling with where to find help, and how the site earns money. */
export function SiteFooter() {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <footer className="space-y-2 border-t px-4 py-6 text-center text-xs text-muted-foreground md:px-8">
      <p>
        <span className="me-2 inline-flex rounded border border-current px-1 font-semibold">18+</span>
        {t("trust.adults_only")} {t("footer.responsible")}{" "}
        <a href={REGULATOR_URL} className={FOOTER_LINK_CLASS}>
          {t("trust.help_link")}
        </a>
      </p>
      <p>
        {t("trust.affiliate_disclosure")}{" "}
        <Link to="/{-$locale}/about" params={{ locale }} className={FOOTER_LINK_CLASS}>
          {t("trust.affiliate_more")}
        </Link>
      </p>
      <p>
        <Link to="/{-$locale}/review-policy" params={{ locale }} className={FOOTER_LINK_CLASS}>
          {t("footer.review_policy")}
        </Link>
        {" · "}
        <Link to="/{-$locale}/score" params={{ locale }} className={FOOTER_LINK_CLASS}>
          {t("score.how")}
        </Link>
        {" · "}
        <Link to="/{-$locale}/transparency" params={{ locale }} className={FOOTER_LINK_CLASS}>
          {t("footer.transparency")}
        </Link>
        {" · "}
        <Link to="/{-$locale}/self-check" params={{ locale }} className={FOOTER_LINK_CLASS}>
          {t("nav.self_check")}
        </Link>
        {" · "}
        <Link to="/{-$locale}/break" params={{ locale }} className={FOOTER_LINK_CLASS}>
          {t("nav.offer_break")}
        </Link>
      </p>
      {/* Without JavaScript the header's language drop-down cannot act: the Worker fills this with
          links to this page in each language (worker/lib/language-links.ts), so they cost the
          page's code nothing; React never hydrates a <noscript>'s content. */}
      <noscript />
      <p>© {PRODUCT_NAME}</p>
    </footer>
  );
}
