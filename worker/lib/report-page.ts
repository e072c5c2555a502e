import { html } from "hono/html";
import {
  REPORT_EMAIL_MAX_LENGTH,
  REPORT_EXPLANATION_MAX_LENGTH,
  REPORT_EXPLANATION_MIN_LENGTH,
} from "#schema/api/review-reports";
import { REPORT_REASONS } from "#schema/enums";
import type { Say } from "#schema/placeholders";
import { providerPagePath, localizedUrl } from "#schema/public-pages";
import type { Locale } from "#schema/locales";
import { plainPage } from "./plain-page";

export type ReportFormValues = { reason: string; explanation: string; email: string; goodFaith: boolean };
export type ReportFormField = keyof ReportFormValues | "form";

/** The reported review as the page shows it. */
export type ReportedReviewView = {
  id: string;
  providerName: string;
  slug: string | null;
  rating: number;
  reviewText: string | null;
};

const EMPTY: ReportFormValues = { reason: "", explanation: "", email: "", goodFaith: false };

/** Radios and the checkbox sit beside their text; the plain page's own style is for text fields. */
const FORM_STYLE = html`<style>
  label.choice {
    display: flex;
    gap: 0.5rem;
    font-weight: 400;
    margin-top: 0.5rem;
  }
  label.choice input {
    width: auto;
    margin-top: 0.3rem;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 1rem 0 0;
  }
  legend {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: 0.5rem;
    font: inherit;
  }
  .error {
    color: #b00020;
    margin: 0.25rem 0 0;
  }
  blockquote {
    margin: 0.5rem 0;
    padding-inline-start: 1rem;
    border-inline-start: 3px solid #ccc;
  }
</style>`;

const error = (errors: Partial<Record<ReportFormField, string>>, field: ReportFormField) =>
  errors[field] ? html`<p id="${field}-error" class="error" role="alert">${errors[field]}</p>` : "";

const describedBy = (errors: Partial<Record<ReportFormField, string>>, field: ReportFormField, also = "") => {
  const ids = [also, errors[field] ? `${field}-error` : ""].filter(Boolean).join(" ");
  return ids ? html` aria-describedby="${ids}"` : "";
};

function reviewQuote(t: Say, review: ReportedReviewView) {
  return html`<figure>
    <figcaption>
      ${t("reviews.report.page.review", { provider: review.providerName, rating: review.rating })}
    </figcaption>
    ${review.reviewText ? html`<blockquote dir="auto">${review.reviewText}</blockquote>` : ""}
  </figure>`;
}

const backLink = (t: Say, locale: Locale, review: ReportedReviewView) =>
  review.slug
    ? html`<p>
        <a href="${localizedUrl("", locale, providerPagePath(review.slug))}#reviews"
          >${t("reviews.report.page.back", { provider: review.providerName })}</a
        >
      </p>`
    : "";

/**
 * Reporting a review without JavaScript: the report dialog's form as a plain page in the visitor's
 * language, posting to itself. The browser checks what it can before sending; what the server
 * refuses comes back with everything typed kept and each message beside its field.
 */
export function reportFormPage(
  t: Say,
  locale: Locale,
  review: ReportedReviewView,
  values: ReportFormValues = EMPTY,
  errors: Partial<Record<ReportFormField, string>> = {},
) {
  const counter = t("reviews.report.counter", {
    count: values.explanation.trim().length,
    max: REPORT_EXPLANATION_MAX_LENGTH,
    min: REPORT_EXPLANATION_MIN_LENGTH,
  });
  return plainPage(
    t("reviews.report.title"),
    html`${FORM_STYLE}
      <h1>${t("reviews.report.title")}</h1>
      <p>${t("reviews.report.description")}</p>
      ${reviewQuote(t, review)} ${error(errors, "form")}
      <form method="post">
        <fieldset${describedBy(errors, "reason")}>
          <legend>${t("reviews.report.reason")}</legend>
          ${REPORT_REASONS.map(
            (reason) =>
              html`<label class="choice"
                ><input
                  type="radio"
                  name="reason"
                  value="${reason}"
                  required
                  ${values.reason === reason ? "checked" : ""}
                />
                ${t(`reviews.report.reason.${reason}`)}</label
              >`,
          )}
          ${error(errors, "reason")}
        </fieldset>
        <label for="explanation">${t("reviews.report.explanation")}</label>
        <textarea id="explanation" name="explanation" rows="6" dir="auto" required minlength="${REPORT_EXPLANATION_MIN_LENGTH}" maxlength="${REPORT_EXPLANATION_MAX_LENGTH}"${describedBy(errors, "explanation", "explanation-counter")}>${values.explanation}</textarea>
        <p id="explanation-counter" class="note">${counter}</p>
        ${error(errors, "explanation")}
        <label for="email">${t("reviews.report.email")}</label>
        <input id="email" name="email" type="email" autocomplete="email" maxlength="${REPORT_EMAIL_MAX_LENGTH}" value="${values.email}"${describedBy(errors, "email", "email-hint")} />
        <p id="email-hint" class="note">${t("reviews.report.email_hint")}</p>
        ${error(errors, "email")}
        <label class="choice"
          ><input type="checkbox" name="goodFaith" value="yes" required ${values.goodFaith ? "checked" : ""}${describedBy(errors, "goodFaith")} />
          ${t("reviews.report.good_faith")}</label
        >
        ${error(errors, "goodFaith")}
        <button type="submit">${t("reviews.report.submit")}</button>
      </form>
      ${backLink(t, locale, review)}`,
    locale,
  );
}

/** The report was filed (or had been, by the same reporter): its reference and what happens next. */
export function reportSentPage(t: Say, locale: Locale, review: ReportedReviewView, reference: string) {
  return plainPage(
    t("reviews.report.sent.title"),
    html`<h1>${t("reviews.report.sent.title")}</h1>
      <p>
        ${t("reviews.report.sent.reference")}
        <strong dir="ltr" data-testid="report-reference">${reference}</strong>
      </p>
      <p>${t("reviews.report.sent.next")}</p>
      ${backLink(t, locale, review)}`,
    locale,
  );
}
