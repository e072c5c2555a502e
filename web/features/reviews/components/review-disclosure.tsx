import { Link } from "@tanstack/react-router";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";

/**
 * How the reviews come about, beside them (EU Omnibus Directive, Directive 2019/2161): who may
 * write, how they are checked, what the verified badge means and does not, and that a contest with
 * prizes invites them, with its rules.
 */
export function ReviewDisclosure() {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <aside aria-labelledby="review-checks" className="space-y-2 rounded-lg bg-muted/50 p-4 text-sm">
      <h3 id="review-checks" className="font-semibold">
        {t("provider.reviews.disclosure.title")}
      </h3>
      <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
        <li>{t("provider.reviews.disclosure.authors")}</li>
        <li>{t("provider.reviews.disclosure.moderation")}</li>
        <li>{t("provider.reviews.disclosure.verified_email")}</li>
        <li>
          {t("provider.reviews.disclosure.contest")}{" "}
          <Link
            to="/{-$locale}/review-policy"
            params={{ locale }}
            hash="contest"
            className="font-medium text-foreground underline underline-offset-4"
          >
            {t("provider.reviews.disclosure.contest_rules")}
          </Link>
        </li>
      </ul>
      <p>
        <Link
          to="/{-$locale}/review-policy"
          params={{ locale }}
          className="font-medium underline underline-offset-4"
        >
          {t("provider.reviews.disclosure.policy")}
        </Link>
      </p>
    </aside>
  );
}
