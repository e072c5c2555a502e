import { FAQ_CATEGORIES } from "#schema/faq";
import type { Locale } from "#schema/locales";

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
