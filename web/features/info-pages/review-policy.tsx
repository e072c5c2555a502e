import { CONTACT_EMAIL } from "#schema/contact";
import { CONTEST_PRIZES } from "#schema/contest-rules";
import type { Locale } from "#schema/locales";
import { REVIEW_FLAG_KINDS } from "#schema/review-flags";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { DECISION_GROUNDS, groundTextKey, groundTitleKey } from "#schema/review-guidelines";
import { formatEuro } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { InfoPageText } from "./info-page-text";
import { REVIEW_POLICY_SECTIONS, type ReviewPolicySection } from "./review-policy-sections";

/** The site's own address for a path, under the page's language prefix (none on an unprefixed page). */
const localHref = (linkLocale: Locale | undefined, path: string) =>
  `${linkLocale ? `/${linkLocale}` : ""}${path}`;

/** What a section shows after its text: the automated flags, the guidelines, or a link onward. */
function SectionExtra({
  section,
  linkLocale,
}: {
  section: ReviewPolicySection;
  linkLocale: Locale | undefined;
}) {
  const { t } = useT();
  if (section === "checks")
    return (
      <>
        <ul aria-label={t("pages.review_policy.flags")} className="list-disc space-y-2 ps-6">
          {REVIEW_FLAG_KINDS.map((kind) => (
            <li key={kind}>{t(`pages.review_policy.flag.${kind}`)}</li>
          ))}
        </ul>
        <p id="verified">{t("pages.review_policy.checks.verified")}</p>
      </>
    );
  if (section === "removal")
    // The same clauses a statement of reasons quotes: one list (schema/review-guidelines.ts).
    return (
      <dl className="space-y-3">
        {DECISION_GROUNDS.map((ground) => (
          <div key={ground} id={`guideline-${ground}`}>
            <dt className="font-semibold">{t(groundTitleKey(ground))}</dt>
            <dd>{t(groundTextKey(ground))}</dd>
          </div>
        ))}
      </dl>
    );
  if (section === "contest")
    return (
      <p>
        <a
          href={localHref(linkLocale, "/leaderboard")}
          className="font-medium text-primary underline underline-offset-2"
        >
          {t("pages.review_policy.leaderboard_link")}
        </a>
      </p>
    );
  return null;
}

/**
 * The review policy: who may review, how reviews are checked, what is removed, the contest, how to
 * report, and how the site ranks. Each section has a fixed id in every language, so labels on the
 * reviews and the lists can link straight to it (`#contest`, `#ranking`).
 */
export function ReviewPolicy({ linkLocale }: { linkLocale: Locale | undefined }) {
  const { t, locale } = useT();
  const [first = "", second = "", third = ""] = CONTEST_PRIZES.map((amount) => formatEuro(locale, amount));
  const vars = { email: CONTACT_EMAIL, limit: DAILY_REVIEW_LIMIT, first, second, third };
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("pages.review_policy.title")}</h1>
      <InfoPageText text={t("pages.review_policy.intro", vars)} />
      <nav aria-labelledby="review-policy-contents" className="rounded-lg bg-muted/50 p-4">
        <h2 id="review-policy-contents" className="mb-2 font-semibold">
          {t("pages.review_policy.contents")}
        </h2>
        <ul className="list-disc space-y-1 ps-6">
          {REVIEW_POLICY_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className="underline underline-offset-2">
                {t(`pages.review_policy.${section}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {REVIEW_POLICY_SECTIONS.map((section) => (
        <section
          key={section}
          id={section}
          aria-labelledby={`${section}-title`}
          className="scroll-mt-20 space-y-4"
        >
          <h2 id={`${section}-title`} className="pt-4 text-2xl font-semibold">
            {t(`pages.review_policy.${section}.title`)}
          </h2>
          <InfoPageText text={t(`pages.review_policy.${section}.body`, vars)} />
          <SectionExtra section={section} linkLocale={linkLocale} />
        </section>
      ))}
    </article>
  );
}
