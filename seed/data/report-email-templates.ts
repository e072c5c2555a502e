import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { LOCALES, type Locale } from "#schema/locales";
import type { EmailTemplateSeed } from "./email-templates";
import { mailPage } from "./mail-page";

/**
 * The mails to a reporter who left an address: the report received, then the decision on the
 * review (kept, or removed with the ground's title), in the language of the page they reported
 * from. {{reference}} is the report's code, {{provider}} the company the review is about.
 */
type ReportMailText = { subject: string; body: string; closing: string };

const RECEIVED: Record<Locale, ReportMailText> = {
  el: {
    subject: "Λάβαμε την αναφορά σας {{reference}}",
    body: "Λάβαμε την αναφορά σας για μια κριτική της εταιρείας {{provider}}. Ο κωδικός της είναι <strong>{{reference}}</strong>. Οι διαχειριστές μας θα την εξετάσουν και θα σας γράψουμε την απόφαση.",
    closing: "Ευχαριστούμε που μας βοηθάτε να διατηρούμε τις κριτικές αξιόπιστες.",
  },
  en: {
    subject: "We received your report {{reference}}",
    body: "We received your report about a review of {{provider}}. Its reference is <strong>{{reference}}</strong>. Our moderators will look at it, and we will write to you with the decision.",
    closing: "Thank you for helping us keep the reviews trustworthy.",
  },
  ru: {
    subject: "Мы получили вашу жалобу {{reference}}",
    body: "Мы получили вашу жалобу на отзыв о компании {{provider}}. Её номер — <strong>{{reference}}</strong>. Наши модераторы рассмотрят её, и мы сообщим вам решение.",
    closing: "Спасибо, что помогаете нам сохранять отзывы достоверными.",
  },
  he: {
    subject: "קיבלנו את הדיווח שלכם {{reference}}",
    body: "קיבלנו את הדיווח שלכם על ביקורת על {{provider}}. מספר האסמכתה שלו הוא <strong>{{reference}}</strong>. המנהלים שלנו יבדקו אותו ונכתוב לכם את ההחלטה.",
    closing: "תודה שאתם עוזרים לנו לשמור על ביקורות אמינות.",
  },
  uk: {
    subject: "Ми отримали вашу скаргу {{reference}}",
    body: "Ми отримали вашу скаргу на відгук про компанію {{provider}}. Її номер — <strong>{{reference}}</strong>. Наші модератори розглянуть її, і ми повідомимо вам рішення.",
    closing: "Дякуємо, що допомагаєте нам зберігати відгуки достовірними.",
  },
  fr: {
    subject: "Nous avons reçu votre signalement {{reference}}",
    body: "Nous avons reçu votre signalement d’un avis sur {{provider}}. Sa référence est <strong>{{reference}}</strong>. Nos modérateurs vont l’examiner et nous vous écrirons la décision.",
    closing: "Merci de nous aider à garder des avis fiables.",
  },
};

const KEPT: Record<Locale, ReportMailText> = {
  el: {
    subject: "Απόφαση για την αναφορά σας {{reference}}",
    body: "Εξετάσαμε την κριτική της εταιρείας {{provider}} που αναφέρατε (αναφορά <strong>{{reference}}</strong>). Δεν βρήκαμε ότι παραβιάζει τους κανόνες κριτικών ή τον νόμο, οπότε παραμένει δημοσιευμένη.",
    closing: "Ευχαριστούμε για την αναφορά σας.",
  },
  en: {
    subject: "Decision on your report {{reference}}",
    body: "We looked at the review of {{provider}} you reported (report <strong>{{reference}}</strong>). We did not find that it breaks the review guidelines or the law, so it stays published.",
    closing: "Thank you for your report.",
  },
  ru: {
    subject: "Решение по вашей жалобе {{reference}}",
    body: "Мы рассмотрели отзыв о компании {{provider}}, на который вы пожаловались (жалоба <strong>{{reference}}</strong>). Мы не нашли, что он нарушает правила отзывов или закон, поэтому он остаётся опубликованным.",
    closing: "Спасибо за вашу жалобу.",
  },
  he: {
    subject: "החלטה בדיווח שלכם {{reference}}",
    body: "בדקנו את הביקורת על {{provider}} שדיווחתם עליה (דיווח <strong>{{reference}}</strong>). לא מצאנו שהיא מפרה את כללי הביקורות או את החוק, ולכן היא נשארת מפורסמת.",
    closing: "תודה על הדיווח.",
  },
  uk: {
    subject: "Рішення щодо вашої скарги {{reference}}",
    body: "Ми розглянули відгук про компанію {{provider}}, на який ви поскаржилися (скарга <strong>{{reference}}</strong>). Ми не встановили, що він порушує правила відгуків або закон, тому він залишається опублікованим.",
    closing: "Дякуємо за вашу скаргу.",
  },
  fr: {
    subject: "Décision sur votre signalement {{reference}}",
    body: "Nous avons examiné l’avis sur {{provider}} que vous avez signalé (signalement <strong>{{reference}}</strong>). Nous n’avons pas constaté qu’il enfreint les règles des avis ou la loi : il reste publié.",
    closing: "Merci pour votre signalement.",
  },
};

const REMOVED: Record<Locale, ReportMailText> = {
  el: {
    subject: "Απόφαση για την αναφορά σας {{reference}}",
    body: "Εξετάσαμε την κριτική της εταιρείας {{provider}} που αναφέρατε (αναφορά <strong>{{reference}}</strong>) και την αφαιρέσαμε. Λόγος: {{ground}}.",
    closing: "Ευχαριστούμε για την αναφορά σας.",
  },
  en: {
    subject: "Decision on your report {{reference}}",
    body: "We looked at the review of {{provider}} you reported (report <strong>{{reference}}</strong>) and removed it. Ground: {{ground}}.",
    closing: "Thank you for your report.",
  },
  ru: {
    subject: "Решение по вашей жалобе {{reference}}",
    body: "Мы рассмотрели отзыв о компании {{provider}}, на который вы пожаловались (жалоба <strong>{{reference}}</strong>), и удалили его. Основание: {{ground}}.",
    closing: "Спасибо за вашу жалобу.",
  },
  he: {
    subject: "החלטה בדיווח שלכם {{reference}}",
    body: "בדקנו את הביקורת על {{provider}} שדיווחתם עליה (דיווח <strong>{{reference}}</strong>) והסרנו אותה. עילה: {{ground}}.",
    closing: "תודה על הדיווח.",
  },
  uk: {
    subject: "Рішення щодо вашої скарги {{reference}}",
    body: "Ми розглянули відгук про компанію {{provider}}, на який ви поскаржилися (скарга <strong>{{reference}}</strong>), і видалили його. Підстава: {{ground}}.",
    closing: "Дякуємо за вашу скаргу.",
  },
  fr: {
    subject: "Décision sur votre signalement {{reference}}",
    body: "Nous avons examiné l’avis sur {{provider}} que vous avez signalé (signalement <strong>{{reference}}</strong>) et l’avons retiré. Motif : {{ground}}.",
    closing: "Merci pour votre signalement.",
  },
};

const TEMPLATES = [
  [EMAIL_TEMPLATE_NAMES.reportReceived, RECEIVED],
  [EMAIL_TEMPLATE_NAMES.reportKept, KEPT],
  [EMAIL_TEMPLATE_NAMES.reportRemoved, REMOVED],
] as const;

/** The three reporter mails, one of each per site language. */
export function reportEmailTemplateSeeds(): EmailTemplateSeed[] {
  return TEMPLATES.flatMap(([name, texts]) =>
    LOCALES.map((locale) => ({
      name,
      locale,
      subject: texts[locale].subject,
      htmlContent: mailPage(locale, [`<p>${texts[locale].body}</p>`, `<p>${texts[locale].closing}</p>`]),
      active: true,
    })),
  );
}
