import type { Locale } from "#schema/locales";

/**
 * The FAQ's shape: seven categories, each with its questions. The texts are UI strings
 * (`faq.{category}.q{n}` and `faq.{category}.a{n}`), so the page and its structured data read the
 * same words in the page's language.
 */
export const FAQ_CATEGORIES = [
  { id: "licensing", labelKey: "faq.category.licensing", count: 3 },
  { id: "registration", labelKey: "faq.category.registration", count: 3 },
  { id: "payments", labelKey: "faq.category.payments", count: 3 },
  { id: "bonuses", labelKey: "faq.category.bonuses", count: 3 },
  { id: "betting", labelKey: "faq.category.betting", count: 3 },
  { id: "safety", labelKey: "faq.category.safety", count: 3 },
  { id: "terminology", labelKey: "faq.category.terminology", count: 3 },
] as const;

export type FaqQuestion = { questionKey: string; answerKey: string };

export const faqQuestions = ({ id, count }: { id: string; count: number }): FaqQuestion[] =>
  Array.from({ length: count }, (_, index) => ({
    questionKey: `faq.${id}.q${index + 1}`,
    answerKey: `faq.${id}.a${index + 1}`,
  }));

/** schema.org FAQPage: every question with its answer, as the page shows them. */
export function faqPageStructuredData(text: (key: string) => string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: FAQ_CATEGORIES.flatMap(faqQuestions).map(({ questionKey, answerKey }) => ({
      "@type": "Question",
      name: text(questionKey),
      acceptedAnswer: { "@type": "Answer", text: text(answerKey) },
    })),
  };
}
