import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { LOCALES, type Locale } from "#schema/locales";
import type { EmailTemplateSeed } from "./email-templates";
import { mailPage } from "./mail-page";

/**
 * The mails of a complaint's steps to the player, the company's representatives and staff, each in
 * their language. {{provider}} is the company, {{link}} the case page (in the back office for staff).
 */
type ComplaintMailText = { subject: string; body: string };

const BUTTON: Record<Locale, string> = {
  el: "Δείτε την υπόθεση",
  en: "See the case",
  ru: "Открыть дело",
  he: "לצפייה בתיק",
  uk: "Відкрити справу",
  fr: "Voir le dossier",
};

const FILED: Record<Locale, ComplaintMailText> = {
  el: {
    subject: "Νέο παράπονο για την {{provider}} περιμένει διαμεσολαβητή",
    body: "Ένας παίκτης υπέβαλε παράπονο για την {{provider}}. Η υπόθεση μένει ιδιωτική μέχρι ένας διαμεσολαβητής να τη διαβάσει και να την προωθήσει στην εταιρεία ή να την απορρίψει.",
  },
  en: {
    subject: "A new complaint about {{provider}} waits for a mediator",
    body: "A player filed a complaint about {{provider}}. The case stays private until a mediator reads it and forwards it to the company or rejects it.",
  },
  ru: {
    subject: "Новая жалоба на {{provider}} ждёт посредника",
    body: "Игрок подал жалобу на {{provider}}. Дело остаётся непубличным, пока посредник не прочитает его и не передаст компании или не отклонит.",
  },
  he: {
    subject: "תלונה חדשה על {{provider}} ממתינה למגשר",
    body: "שחקן הגיש תלונה על {{provider}}. התיק נשאר פרטי עד שמגשר יקרא אותו ויעביר אותו לחברה או ידחה אותו.",
  },
  uk: {
    subject: "Нова скарга на {{provider}} чекає на посередника",
    body: "Гравець подав скаргу на {{provider}}. Справа залишається непублічною, доки посередник не прочитає її та не передасть компанії або не відхилить.",
  },
  fr: {
    subject: "Une nouvelle réclamation concernant {{provider}} attend un médiateur",
    body: "Un joueur a déposé une réclamation concernant {{provider}}. Le dossier reste privé jusqu’à ce qu’un médiateur le lise et le transmette à l’entreprise ou le rejette.",
  },
};

const FORWARDED: Record<Locale, ComplaintMailText> = {
  el: {
    subject: "Το παράπονο για την {{provider}} προωθήθηκε στην εταιρεία",
    body: "Ένας διαμεσολαβητής δέχτηκε το παράπονο για την {{provider}} και το προώθησε στην εταιρεία. Η υπόθεση είναι πλέον δημόσια και η εταιρεία μπορεί να απαντήσει σε αυτήν.",
  },
  en: {
    subject: "The complaint about {{provider}} was forwarded to the company",
    body: "A mediator accepted the complaint about {{provider}} and forwarded it to the company. The case is now public, and the company can answer in it.",
  },
  ru: {
    subject: "Жалоба на {{provider}} передана компании",
    body: "Посредник принял жалобу на {{provider}} и передал её компании. Дело теперь публичное, и компания может ответить в нём.",
  },
  he: {
    subject: "התלונה על {{provider}} הועברה לחברה",
    body: "מגשר קיבל את התלונה על {{provider}} והעביר אותה לחברה. התיק ציבורי כעת, והחברה יכולה להשיב בו.",
  },
  uk: {
    subject: "Скаргу на {{provider}} передано компанії",
    body: "Посередник прийняв скаргу на {{provider}} і передав її компанії. Справа тепер публічна, і компанія може відповісти в ній.",
  },
  fr: {
    subject: "La réclamation concernant {{provider}} a été transmise à l’entreprise",
    body: "Un médiateur a accepté la réclamation concernant {{provider}} et l’a transmise à l’entreprise. Le dossier est désormais public et l’entreprise peut y répondre.",
  },
};

const NEWS: Record<Locale, ComplaintMailText> = {
  el: {
    subject: "Νέα στην υπόθεση παραπόνου για την {{provider}}",
    body: "Υπάρχει κάτι νέο στην υπόθεση παραπόνου για την {{provider}}: ένα νέο μήνυμα ή η σειρά σας να απαντήσετε.",
  },
  en: {
    subject: "News in the complaint case about {{provider}}",
    body: "There is something new in the complaint case about {{provider}}: a new message, or it is your turn to answer.",
  },
  ru: {
    subject: "Новости по жалобе на {{provider}}",
    body: "В деле по жалобе на {{provider}} есть новости: новое сообщение, или теперь ваша очередь ответить.",
  },
  he: {
    subject: "עדכון בתיק התלונה על {{provider}}",
    body: "יש עדכון בתיק התלונה על {{provider}}: הודעה חדשה, או שתורכם להשיב.",
  },
  uk: {
    subject: "Новини у справі за скаргою на {{provider}}",
    body: "У справі за скаргою на {{provider}} є новини: нове повідомлення, або тепер ваша черга відповісти.",
  },
  fr: {
    subject: "Du nouveau dans le dossier de réclamation concernant {{provider}}",
    body: "Il y a du nouveau dans le dossier de réclamation concernant {{provider}} : un nouveau message, ou c’est à vous de répondre.",
  },
};

const CLOSED: Record<Locale, ComplaintMailText> = {
  el: {
    subject: "Η υπόθεση παραπόνου για την {{provider}} έκλεισε",
    body: "Ένας διαμεσολαβητής έκλεισε την υπόθεση παραπόνου για την {{provider}} με μια έκβαση και ένα δημόσιο συμπέρασμα.",
  },
  en: {
    subject: "The complaint case about {{provider}} was closed",
    body: "A mediator closed the complaint case about {{provider}} with an outcome and a public conclusion.",
  },
  ru: {
    subject: "Дело по жалобе на {{provider}} закрыто",
    body: "Посредник закрыл дело по жалобе на {{provider}} с итогом и публичным заключением.",
  },
  he: {
    subject: "תיק התלונה על {{provider}} נסגר",
    body: "מגשר סגר את תיק התלונה על {{provider}} עם תוצאה וסיכום ציבורי.",
  },
  uk: {
    subject: "Справу за скаргою на {{provider}} закрито",
    body: "Посередник закрив справу за скаргою на {{provider}} з підсумком і публічним висновком.",
  },
  fr: {
    subject: "Le dossier de réclamation concernant {{provider}} a été clos",
    body: "Un médiateur a clos le dossier de réclamation concernant {{provider}} avec une issue et une conclusion publique.",
  },
};

const WITHDRAWN: Record<Locale, ComplaintMailText> = {
  el: {
    subject: "Ο παίκτης απέσυρε το παράπονο για την {{provider}}",
    body: "Ο παίκτης απέσυρε το παράπονό του για την {{provider}}. Η υπόθεση έκλεισε.",
  },
  en: {
    subject: "The player withdrew the complaint about {{provider}}",
    body: "The player withdrew their complaint about {{provider}}. The case is closed.",
  },
  ru: {
    subject: "Игрок отозвал жалобу на {{provider}}",
    body: "Игрок отозвал свою жалобу на {{provider}}. Дело закрыто.",
  },
  he: {
    subject: "השחקן משך את התלונה על {{provider}}",
    body: "השחקן משך את התלונה שלו על {{provider}}. התיק נסגר.",
  },
  uk: {
    subject: "Гравець відкликав скаргу на {{provider}}",
    body: "Гравець відкликав свою скаргу на {{provider}}. Справу закрито.",
  },
  fr: {
    subject: "Le joueur a retiré la réclamation concernant {{provider}}",
    body: "Le joueur a retiré sa réclamation concernant {{provider}}. Le dossier est clos.",
  },
};

const NO_RESPONSE: Record<Locale, ComplaintMailText> = {
  el: {
    subject: "Η {{provider}} δεν απάντησε στο παράπονο",
    body: "Η {{provider}} δεν απάντησε στην υπόθεση παραπόνου μέσα σε 14 ημέρες, οπότε εμφανίζεται πλέον ως «χωρίς απάντηση». Η εταιρεία μπορεί ακόμη να απαντήσει.",
  },
  en: {
    subject: "{{provider}} has not answered the complaint",
    body: "{{provider}} has not answered the complaint case within 14 days, so it now shows as “no response”. The company can still answer.",
  },
  ru: {
    subject: "{{provider}} не ответила на жалобу",
    body: "{{provider}} не ответила по делу в течение 14 дней, поэтому теперь оно отмечено как «нет ответа». Компания всё ещё может ответить.",
  },
  he: {
    subject: "{{provider}} לא השיבה לתלונה",
    body: "{{provider}} לא השיבה בתיק התלונה בתוך 14 יום, ולכן הוא מוצג כעת כ״ללא מענה״. החברה עדיין יכולה להשיב.",
  },
  uk: {
    subject: "{{provider}} не відповіла на скаргу",
    body: "{{provider}} не відповіла у справі протягом 14 днів, тому тепер вона позначена як «немає відповіді». Компанія ще може відповісти.",
  },
  fr: {
    subject: "{{provider}} n’a pas répondu à la réclamation",
    body: "{{provider}} n’a pas répondu dans le dossier de réclamation sous 14 jours : il apparaît désormais « sans réponse ». L’entreprise peut encore répondre.",
  },
};

const TEMPLATES = [
  [EMAIL_TEMPLATE_NAMES.complaintFiled, FILED],
  [EMAIL_TEMPLATE_NAMES.complaintForwarded, FORWARDED],
  [EMAIL_TEMPLATE_NAMES.complaintNews, NEWS],
  [EMAIL_TEMPLATE_NAMES.complaintClosed, CLOSED],
  [EMAIL_TEMPLATE_NAMES.complaintWithdrawn, WITHDRAWN],
  [EMAIL_TEMPLATE_NAMES.complaintNoResponse, NO_RESPONSE],
] as const;

/** The complaint mails, one of each per site language. */
export function complaintEmailTemplateSeeds(): EmailTemplateSeed[] {
  return TEMPLATES.flatMap(([name, texts]) =>
    LOCALES.map((locale) => ({
      name,
      locale,
      subject: texts[locale].subject,
      htmlContent: mailPage(locale, [
        `<p>${texts[locale].body}</p>`,
        `<p><a href="{{link}}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${BUTTON[locale]}</a></p>`,
      ]),
      active: true,
    })),
  );
}
