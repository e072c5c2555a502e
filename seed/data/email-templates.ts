import { LOCALES, textDirection, type Locale } from "#schema/locales";
import { PRODUCT_NAME } from "#schema/site";

/** Placeholders filled in by the mailer. */
export const EMAIL_PLACEHOLDERS = ["{{firstName}}", "{{link}}"] as const;

export const EMAIL_VERIFICATION_TEMPLATE = "email_verification";

interface VerificationText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  fallback: string;
  ignore: string;
}

const TEXT: Record<Locale, VerificationText> = {
  el: {
    subject: `Επιβεβαιώστε το e-mail σας στο ${PRODUCT_NAME}`,
    greeting: "Γεια σας {{firstName}},",
    body: "Πατήστε το κουμπί παρακάτω για να επιβεβαιώσετε τη διεύθυνση e-mail σας και να συμμετάσχετε στον μηνιαίο διαγωνισμό κριτικών. Ο σύνδεσμος ισχύει για 24 ώρες.",
    button: "Επιβεβαίωση e-mail",
    fallback: "Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτόν τον σύνδεσμο στο πρόγραμμα περιήγησης:",
    ignore: "Αν δεν ζητήσατε εσείς αυτό το μήνυμα, μπορείτε να το αγνοήσετε.",
  },
  en: {
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    greeting: "Hello {{firstName}},",
    body: "Click the button below to confirm your e-mail address and take part in the monthly review contest. The link is valid for 24 hours.",
    button: "Confirm e-mail",
    fallback: "If the button does not work, copy this link into your browser:",
    ignore: "If you did not ask for this message, you can ignore it.",
  },
  ru: {
    subject: `Подтвердите e-mail на ${PRODUCT_NAME}`,
    greeting: "Здравствуйте, {{firstName}}!",
    body: "Нажмите кнопку ниже, чтобы подтвердить адрес электронной почты и участвовать в ежемесячном конкурсе отзывов. Ссылка действует 24 часа.",
    button: "Подтвердить e-mail",
    fallback: "Если кнопка не работает, скопируйте эту ссылку в браузер:",
    ignore: "Если вы не запрашивали это письмо, просто проигнорируйте его.",
  },
  he: {
    subject: `אמתו את כתובת הדוא"ל שלכם ב־${PRODUCT_NAME}`,
    greeting: "שלום {{firstName}},",
    body: 'לחצו על הכפתור למטה כדי לאמת את כתובת הדוא"ל שלכם ולהשתתף בתחרות הביקורות החודשית. הקישור בתוקף ל־24 שעות.',
    button: 'אימות דוא"ל',
    fallback: "אם הכפתור לא עובד, העתיקו את הקישור הזה לדפדפן:",
    ignore: "אם לא ביקשתם הודעה זו, אפשר להתעלם ממנה.",
  },
  uk: {
    subject: `Підтвердьте e-mail на ${PRODUCT_NAME}`,
    greeting: "Вітаємо, {{firstName}}!",
    body: "Натисніть кнопку нижче, щоб підтвердити адресу електронної пошти та взяти участь у щомісячному конкурсі відгуків. Посилання дійсне 24 години.",
    button: "Підтвердити e-mail",
    fallback: "Якщо кнопка не працює, скопіюйте це посилання в браузер:",
    ignore: "Якщо ви не запитували цей лист, просто проігноруйте його.",
  },
  fr: {
    subject: `Confirmez votre adresse e-mail sur ${PRODUCT_NAME}`,
    greeting: "Bonjour {{firstName}},",
    body: "Cliquez sur le bouton ci-dessous pour confirmer votre adresse e-mail et participer au concours mensuel d'avis. Le lien est valable 24 heures.",
    button: "Confirmer mon e-mail",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  },
};

function html(locale: Locale, t: VerificationText): string {
  const dir = textDirection(locale);
  return [
    `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">`,
    `<h1 style="font-size:20px;color:#0b5394">${PRODUCT_NAME}</h1>`,
    `<p>${t.greeting}</p>`,
    `<p>${t.body}</p>`,
    `<p><a href="{{link}}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${t.button}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">${t.fallback}<br><a href="{{link}}">{{link}}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">${t.ignore}</p>`,
    `</div></body></html>`,
  ].join("\n");
}

export interface EmailTemplateSeed {
  name: string;
  locale: Locale;
  subject: string;
  htmlContent: string;
  active: boolean;
}

/** One verification template per site language. */
export function emailTemplateSeeds(): EmailTemplateSeed[] {
  return LOCALES.map((locale) => ({
    name: EMAIL_VERIFICATION_TEMPLATE,
    locale,
    subject: TEXT[locale].subject,
    htmlContent: html(locale, TEXT[locale]),
    active: true,
  }));
}
