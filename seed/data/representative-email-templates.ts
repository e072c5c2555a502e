import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { LOCALES, type Locale } from "#schema/locales";
import type { EmailTemplateSeed } from "./email-templates";
import { mailPage } from "./mail-page";

/**
 * The invitation to answer for a provider, in the language of the admin who sent it: which
 * provider ({{provider}}), and that signing in with this address ({{email}}), verified, accepts
 * it. {{link}} is the site's sign-in.
 */
type InvitationText = { subject: string; body: string; accept: string; button: string };

const INVITATION: Record<Locale, InvitationText> = {
  el: {
    subject: "Πρόσκληση να απαντάτε για την εταιρεία {{provider}}",
    body: "Σας προσκαλούμε να εκπροσωπείτε την εταιρεία <strong>{{provider}}</strong> στον ιστότοπό μας: ως επαληθευμένος εκπρόσωπος θα απαντάτε δημόσια σε κριτικές και παράπονα παικτών.",
    accept:
      "Για να αποδεχθείτε, συνδεθείτε με τη διεύθυνση {{email}} και επαληθεύστε την. Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε αυτό το μήνυμα.",
    button: "Σύνδεση",
  },
  en: {
    subject: "An invitation to answer for {{provider}}",
    body: "You are invited to represent <strong>{{provider}}</strong> on our site: as its verified representative you will answer players' reviews and complaints in public.",
    accept:
      "To accept, sign in with the address {{email}} and verify it. If you did not expect this invitation, ignore this message.",
    button: "Sign in",
  },
  ru: {
    subject: "Приглашение отвечать от имени {{provider}}",
    body: "Мы приглашаем вас представлять компанию <strong>{{provider}}</strong> на нашем сайте: как её подтверждённый представитель вы будете публично отвечать на отзывы и жалобы игроков.",
    accept:
      "Чтобы принять приглашение, войдите с адресом {{email}} и подтвердите его. Если вы не ждали этого приглашения, просто проигнорируйте письмо.",
    button: "Войти",
  },
  he: {
    subject: "הזמנה לענות בשם {{provider}}",
    body: "אנו מזמינים אתכם לייצג את <strong>{{provider}}</strong> באתר שלנו: כנציגים מאומתים תענו בפומבי לביקורות ולתלונות של שחקנים.",
    accept:
      "כדי לקבל את ההזמנה, התחברו עם הכתובת {{email}} ואמתו אותה. אם לא ציפיתם להזמנה הזו, התעלמו מההודעה.",
    button: "התחברות",
  },
  uk: {
    subject: "Запрошення відповідати від імені {{provider}}",
    body: "Ми запрошуємо вас представляти компанію <strong>{{provider}}</strong> на нашому сайті: як її підтверджений представник ви публічно відповідатимете на відгуки та скарги гравців.",
    accept:
      "Щоб прийняти запрошення, увійдіть з адресою {{email}} і підтвердьте її. Якщо ви не чекали цього запрошення, просто проігноруйте лист.",
    button: "Увійти",
  },
  fr: {
    subject: "Une invitation à répondre au nom de {{provider}}",
    body: "Nous vous invitons à représenter <strong>{{provider}}</strong> sur notre site : en tant que représentant vérifié, vous répondrez publiquement aux avis et aux réclamations des joueurs.",
    accept:
      "Pour accepter, connectez-vous avec l’adresse {{email}} et vérifiez-la. Si vous n’attendiez pas cette invitation, ignorez ce message.",
    button: "Se connecter",
  },
};

const linkButton = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${label}</a></p>`;

/** The invitation mail, one per site language. */
export function representativeEmailTemplateSeeds(): EmailTemplateSeed[] {
  return LOCALES.map((locale) => {
    const t = INVITATION[locale];
    return {
      name: EMAIL_TEMPLATE_NAMES.representativeInvitation,
      locale,
      subject: t.subject,
      htmlContent: mailPage(locale, [`<p>${t.body}</p>`, `<p>${t.accept}</p>`, linkButton(t.button)]),
      active: true,
    };
  });
}
