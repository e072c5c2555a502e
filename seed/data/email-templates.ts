import { LOCALES, type Locale } from "#schema/locales";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { PRODUCT_NAME } from "#schema/site";
import { mailPage } from "./mail-page";
import { replyEmailTemplateSeeds } from "./reply-email-templates";
import { complaintEmailTemplateSeeds } from "./complaint-email-templates";
import { reportEmailTemplateSeeds } from "./report-email-templates";
import { representativeEmailTemplateSeeds } from "./representative-email-templates";

interface VerificationText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  fallback: string;
  ignore: string;
}

const VERIFICATION: Record<Locale, VerificationText> = {
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

const linkButton = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${label}</a></p>`;

const verificationHtml = (locale: Locale, t: VerificationText) =>
  mailPage(locale, [
    `<p>${t.greeting}</p>`,
    `<p>${t.body}</p>`,
    linkButton(t.button),
    `<p style="font-size:13px;color:#6b7280">${t.fallback}<br><a href="{{link}}">{{link}}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">${t.ignore}</p>`,
  ]);

export interface EmailTemplateSeed {
  name: string;
  locale: Locale;
  subject: string;
  htmlContent: string;
  active: boolean;
}

interface PrizeText {
  subject: string;
  greeting: string;
  body: string;
  payout: string;
  button: string;
}

const PRIZE_WON: Record<Locale, PrizeText> = {
  el: {
    subject: "Κερδίσατε {{amount}} στον διαγωνισμό κριτικών ({{month}})",
    greeting: "Συγχαρητήρια {{name}}!",
    body: "Τερματίσατε στη θέση #{{rank}} του μηνιαίου διαγωνισμού κριτικών ({{month}}) και κερδίσατε {{amount}}.",
    payout:
      "Θα καταβάλουμε το έπαθλο στον τρόπο πληρωμής που είχατε αποθηκεύσει στο προφίλ σας, μέσα σε 5 εργάσιμες ημέρες.",
    button: "Δείτε την κατάταξη",
  },
  en: {
    subject: "You won {{amount}} in the {{month}} review contest",
    greeting: "Congratulations, {{name}}!",
    body: "You finished #{{rank}} in the monthly review contest for {{month}} and won {{amount}}.",
    payout: "We will pay the prize to the payout method saved in your profile within 5 business days.",
    button: "See the leaderboard",
  },
  ru: {
    subject: "Вы выиграли {{amount}} в конкурсе отзывов за {{month}}",
    greeting: "Поздравляем, {{name}}!",
    body: "Вы заняли место #{{rank}} в ежемесячном конкурсе отзывов за {{month}} и выиграли {{amount}}.",
    payout: "Мы выплатим приз на способ выплаты, сохранённый в вашем профиле, в течение 5 рабочих дней.",
    button: "Посмотреть рейтинг",
  },
  he: {
    subject: "זכיתם ב־{{amount}} בתחרות הביקורות של {{month}}",
    greeting: "מזל טוב, {{name}}!",
    body: "סיימתם במקום #{{rank}} בתחרות הביקורות החודשית של {{month}} וזכיתם ב־{{amount}}.",
    payout: "נעביר את הפרס לאמצעי התשלום השמור בפרופיל שלכם בתוך 5 ימי עסקים.",
    button: "לטבלת הדירוג",
  },
  uk: {
    subject: "Ви виграли {{amount}} у конкурсі відгуків за {{month}}",
    greeting: "Вітаємо, {{name}}!",
    body: "Ви посіли місце #{{rank}} у щомісячному конкурсі відгуків за {{month}} і виграли {{amount}}.",
    payout: "Ми виплатимо приз на спосіб виплати, збережений у вашому профілі, протягом 5 робочих днів.",
    button: "Переглянути рейтинг",
  },
  fr: {
    subject: "Vous avez gagné {{amount}} au concours d’avis ({{month}})",
    greeting: "Félicitations, {{name}} !",
    body: "Vous avez terminé n° {{rank}} du concours mensuel d’avis ({{month}}) et gagné {{amount}}.",
    payout:
      "Nous verserons le prix sur le moyen de paiement enregistré dans votre profil sous 5 jours ouvrés.",
    button: "Voir le classement",
  },
};

const prizeHtml = (locale: Locale, t: PrizeText) =>
  mailPage(locale, [
    `<p><strong>${t.greeting}</strong></p>`,
    `<p>${t.body}</p>`,
    `<p>${t.payout}</p>`,
    linkButton(t.button),
  ]);

interface NewsletterConfirmText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  ignore: string;
  unsubscribe: string;
}

const NEWSLETTER_CONFIRM: Record<Locale, NewsletterConfirmText> = {
  el: {
    subject: `Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο του ${PRODUCT_NAME}`,
    greeting: "Γεια σας {{name}},",
    body: "Πατήστε το κουμπί παρακάτω για να επιβεβαιώσετε ότι θέλετε να λαμβάνετε το ενημερωτικό μας δελτίο: νέα μπόνους και ειδήσεις για τις άδειες. Ο σύνδεσμος ισχύει για 48 ώρες.",
    button: "Επιβεβαίωση εγγραφής",
    ignore:
      "Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το μήνυμα: χωρίς επιβεβαίωση δεν θα λάβετε τίποτα από εμάς.",
    unsubscribe: "Διαγραφή από το ενημερωτικό δελτίο",
  },
  en: {
    subject: `Confirm your subscription to the ${PRODUCT_NAME} newsletter`,
    greeting: "Hello {{name}},",
    body: "Click the button below to confirm that you want our newsletter: new bonuses and licensing news. The link is valid for 48 hours.",
    button: "Confirm subscription",
    ignore:
      "If you did not subscribe, ignore this message: without confirmation you will get nothing from us.",
    unsubscribe: "Unsubscribe from the newsletter",
  },
  ru: {
    subject: `Подтвердите подписку на рассылку ${PRODUCT_NAME}`,
    greeting: "Здравствуйте, {{name}}!",
    body: "Нажмите кнопку ниже, чтобы подтвердить, что хотите получать нашу рассылку: новые бонусы и новости о лицензиях. Ссылка действует 48 часов.",
    button: "Подтвердить подписку",
    ignore:
      "Если вы не подписывались, проигнорируйте это письмо: без подтверждения вы ничего от нас не получите.",
    unsubscribe: "Отписаться от рассылки",
  },
  he: {
    subject: `אשרו את ההרשמה לניוזלטר של ${PRODUCT_NAME}`,
    greeting: "שלום {{name}},",
    body: "לחצו על הכפתור למטה כדי לאשר שאתם רוצים לקבל את הניוזלטר שלנו: בונוסים חדשים וחדשות רישוי. הקישור בתוקף ל־48 שעות.",
    button: "אישור ההרשמה",
    ignore: "אם לא נרשמתם, התעלמו מהודעה זו: ללא אישור לא תקבלו מאיתנו דבר.",
    unsubscribe: "ביטול ההרשמה לניוזלטר",
  },
  uk: {
    subject: `Підтвердьте підписку на розсилку ${PRODUCT_NAME}`,
    greeting: "Вітаємо, {{name}}!",
    body: "Натисніть кнопку нижче, щоб підтвердити, що хочете отримувати нашу розсилку: нові бонуси та новини про ліцензії. Посилання дійсне 48 годин.",
    button: "Підтвердити підписку",
    ignore:
      "Якщо ви не підписувалися, проігноруйте цей лист: без підтвердження ви нічого від нас не отримаєте.",
    unsubscribe: "Відписатися від розсилки",
  },
  fr: {
    subject: `Confirmez votre abonnement à la newsletter de ${PRODUCT_NAME}`,
    greeting: "Bonjour {{name}},",
    body: "Cliquez sur le bouton ci-dessous pour confirmer que vous souhaitez recevoir notre newsletter : nouveaux bonus et actualités des licences. Le lien est valable 48 heures.",
    button: "Confirmer l’abonnement",
    ignore:
      "Si vous ne vous êtes pas abonné, ignorez ce message : sans confirmation, vous ne recevrez rien de notre part.",
    unsubscribe: "Se désabonner de la newsletter",
  },
};

/** Every newsletter mail ends with this link ({{unsubscribeLink}}, filled in by the sender). */
const unsubscribeFooter = (label: string) =>
  `<p style="font-size:13px;color:#6b7280"><a href="{{unsubscribeLink}}" style="color:#6b7280">${label}</a></p>`;

const newsletterConfirmHtml = (locale: Locale, t: NewsletterConfirmText) =>
  mailPage(locale, [
    `<p>${t.greeting}</p>`,
    `<p>${t.body}</p>`,
    linkButton(t.button),
    `<p style="font-size:13px;color:#6b7280">${VERIFICATION[locale].fallback}<br><a href="{{link}}">{{link}}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">${t.ignore}</p>`,
    unsubscribeFooter(t.unsubscribe),
  ]);

interface ReviewDecisionText {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
}

const REVIEW_DECISION: Record<Locale, ReviewDecisionText> = {
  el: {
    subject: "Απόφαση για την κριτική σας για την {{provider}}",
    greeting: "Γεια σας {{name}},",
    intro: "Ακολουθεί η απόφασή μας για την κριτική σας για την {{provider}} και οι λόγοι της.",
    button: "Οι κριτικές μου",
  },
  en: {
    subject: "A decision on your review of {{provider}}",
    greeting: "Hello {{name}},",
    intro: "Here is our decision on your review of {{provider}}, and the reasons for it.",
    button: "My reviews",
  },
  ru: {
    subject: "Решение по вашему отзыву о {{provider}}",
    greeting: "Здравствуйте, {{name}}!",
    intro: "Сообщаем наше решение по вашему отзыву о {{provider}} и его причины.",
    button: "Мои отзывы",
  },
  he: {
    subject: "החלטה על הביקורת שלכם על {{provider}}",
    greeting: "שלום {{name}},",
    intro: "להלן ההחלטה שלנו על הביקורת שלכם על {{provider}} והנימוקים לה.",
    button: "הביקורות שלי",
  },
  uk: {
    subject: "Рішення щодо вашого відгуку про {{provider}}",
    greeting: "Вітаємо, {{name}}!",
    intro: "Повідомляємо наше рішення щодо вашого відгуку про {{provider}} та його причини.",
    button: "Мої відгуки",
  },
  fr: {
    subject: "Une décision concernant votre avis sur {{provider}}",
    greeting: "Bonjour {{name}},",
    intro: "Voici notre décision concernant votre avis sur {{provider}}, et ses motifs.",
    button: "Mes avis",
  },
};

/** The statement's paragraphs come as one value, a blank line apart: the block keeps its line breaks. */
const reviewDecisionHtml = (locale: Locale, t: ReviewDecisionText) =>
  mailPage(locale, [
    `<p>${t.greeting}</p>`,
    `<p>${t.intro}</p>`,
    `<div style="white-space:pre-line">{{statement}}</div>`,
    linkButton(t.button),
  ]);

/**
 * The verification, prize, newsletter confirmation and review decision templates, one of each per site
 * language, the review report templates and the representative's invitation.
 * language, the review report templates and the complaint templates.
 */
export function emailTemplateSeeds(): EmailTemplateSeed[] {
  return [
    ...LOCALES.flatMap((locale) => [
      {
        name: EMAIL_TEMPLATE_NAMES.verification,
        locale,
        subject: VERIFICATION[locale].subject,
        htmlContent: verificationHtml(locale, VERIFICATION[locale]),
        active: true,
      },
      {
        name: EMAIL_TEMPLATE_NAMES.prizeWon,
        locale,
        subject: PRIZE_WON[locale].subject,
        htmlContent: prizeHtml(locale, PRIZE_WON[locale]),
        active: true,
      },
      {
        name: EMAIL_TEMPLATE_NAMES.newsletterConfirm,
        locale,
        subject: NEWSLETTER_CONFIRM[locale].subject,
        htmlContent: newsletterConfirmHtml(locale, NEWSLETTER_CONFIRM[locale]),
        active: true,
      },
      {
        name: EMAIL_TEMPLATE_NAMES.reviewDecision,
        locale,
        subject: REVIEW_DECISION[locale].subject,
        htmlContent: reviewDecisionHtml(locale, REVIEW_DECISION[locale]),
        active: true,
      },
    ]),
    ...reportEmailTemplateSeeds(),
    ...representativeEmailTemplateSeeds(),
    ...replyEmailTemplateSeeds(),
    ...complaintEmailTemplateSeeds(),
  ];
}
