import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { LOCALES, type Locale } from "#schema/locales";
import type { EmailTemplateSeed } from "./email-templates";
import { mailPage } from "./mail-page";

/**
 * The mail to a review's author once the company's reply to it is published, in the author's
 * language: {{name}}, {{provider}} (the company), {{link}} (the provider's reviews).
 */
type ReplyMailText = { subject: string; greeting: string; body: string; button: string; closing: string };

const PUBLISHED: Record<Locale, ReplyMailText> = {
  el: {
    subject: "Η {{provider}} απάντησε στην κριτική σας",
    greeting: "Γεια σας {{name}},",
    body: "Η εταιρεία {{provider}} απάντησε στην κριτική σας. Η απάντηση ελέγχθηκε από τους διαχειριστές μας και εμφανίζεται πλέον κάτω από την κριτική σας ως «Επαληθευμένη απάντηση εταιρείας».",
    button: "Δείτε την απάντηση",
    closing: "Ευχαριστούμε που μοιράζεστε την εμπειρία σας.",
  },
  en: {
    subject: "{{provider}} replied to your review",
    greeting: "Hello {{name}},",
    body: "{{provider}} replied to your review. Our moderators checked the reply, and it now shows under your review as a “Verified company response”.",
    button: "See the reply",
    closing: "Thank you for sharing your experience.",
  },
  ru: {
    subject: "{{provider}} ответила на ваш отзыв",
    greeting: "Здравствуйте, {{name}}!",
    body: "Компания {{provider}} ответила на ваш отзыв. Наши модераторы проверили ответ, и теперь он показан под вашим отзывом как «Подтверждённый ответ компании».",
    button: "Посмотреть ответ",
    closing: "Спасибо, что делитесь своим опытом.",
  },
  he: {
    subject: "{{provider}} הגיבה לביקורת שלכם",
    greeting: "שלום {{name}},",
    body: "החברה {{provider}} הגיבה לביקורת שלכם. המנהלים שלנו בדקו את התגובה, והיא מוצגת עכשיו מתחת לביקורת שלכם כ„תגובה מאומתת של החברה”.",
    button: "לצפייה בתגובה",
    closing: "תודה ששיתפתם את החוויה שלכם.",
  },
  uk: {
    subject: "{{provider}} відповіла на ваш відгук",
    greeting: "Вітаємо, {{name}}!",
    body: "Компанія {{provider}} відповіла на ваш відгук. Наші модератори перевірили відповідь, і тепер вона показана під вашим відгуком як «Підтверджена відповідь компанії».",
    button: "Переглянути відповідь",
    closing: "Дякуємо, що ділитеся своїм досвідом.",
  },
  fr: {
    subject: "{{provider}} a répondu à votre avis",
    greeting: "Bonjour {{name}},",
    body: "{{provider}} a répondu à votre avis. Nos modérateurs ont vérifié la réponse, qui s’affiche désormais sous votre avis comme « Réponse vérifiée de l’entreprise ».",
    button: "Voir la réponse",
    closing: "Merci de partager votre expérience.",
  },
};

/** The reply-published mail, one per site language. */
export function replyEmailTemplateSeeds(): EmailTemplateSeed[] {
  return LOCALES.map((locale) => {
    const text = PUBLISHED[locale];
    return {
      name: EMAIL_TEMPLATE_NAMES.replyPublished,
      locale,
      subject: text.subject,
      htmlContent: mailPage(locale, [
        `<p>${text.greeting}</p>`,
        `<p>${text.body}</p>`,
        `<p><a href="{{link}}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${text.button}</a></p>`,
        `<p>${text.closing}</p>`,
      ]),
      active: true,
    };
  });
}
