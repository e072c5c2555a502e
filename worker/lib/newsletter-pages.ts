import { html } from "hono/html";
import type { Locale } from "#schema/locales";
import { backToSite, plainPage } from "./plain-page";

type PageText = { title: string; text: string };
type Texts = {
  confirmed: PageText;
  confirmInvalid: PageText;
  confirmExpired: PageText;
  subscribeAgain: string;
  ask: PageText & { button: string };
  unsubscribed: PageText;
  badLink: PageText;
};

const TEXTS: Record<Locale, Texts> = {
  el: {
    confirmed: {
      title: "Η εγγραφή επιβεβαιώθηκε",
      text: "Θα λαμβάνετε το ενημερωτικό μας δελτίο σε αυτή τη διεύθυνση. Κάθε μήνυμα έχει σύνδεσμο διαγραφής.",
    },
    confirmInvalid: {
      title: "Ο σύνδεσμος δεν λειτουργεί",
      text: "Ο σύνδεσμος επιβεβαίωσης δεν είναι έγκυρος ή έχει ήδη χρησιμοποιηθεί.",
    },
    confirmExpired: {
      title: "Ο σύνδεσμος έληξε",
      text: "Ο σύνδεσμος επιβεβαίωσης ισχύει για 48 ώρες. Κάντε ξανά εγγραφή για να λάβετε νέο.",
    },
    subscribeAgain: "Νέα εγγραφή",
    ask: {
      title: "Διαγραφή από το ενημερωτικό δελτίο",
      text: "Πατήστε το κουμπί για να μη λαμβάνετε πλέον το ενημερωτικό μας δελτίο.",
      button: "Διαγραφή",
    },
    unsubscribed: {
      title: "Η διαγραφή σας ολοκληρώθηκε",
      text: "Δεν θα λαμβάνετε πλέον ενημερωτικά δελτία από εμάς. Η διεύθυνσή σας αφαιρέθηκε από τη λίστα.",
    },
    badLink: {
      title: "Ο σύνδεσμος δεν λειτουργεί",
      text: "Ο σύνδεσμος διαγραφής είναι ελλιπής ή έχει αλλοιωθεί. Χρησιμοποιήστε τον σύνδεσμο από το τελευταίο μας μήνυμα.",
    },
  },
  en: {
    confirmed: {
      title: "Subscription confirmed",
      text: "You will get our newsletter at this address. Every mail has a link to unsubscribe.",
    },
    confirmInvalid: {
      title: "This link does not work",
      text: "The confirmation link is not valid or has already been used.",
    },
    confirmExpired: {
      title: "This link has expired",
      text: "A confirmation link works for 48 hours. Subscribe again to get a new one.",
    },
    subscribeAgain: "Subscribe again",
    ask: {
      title: "Unsubscribe from the newsletter",
      text: "Press the button to stop getting our newsletter.",
      button: "Unsubscribe",
    },
    unsubscribed: {
      title: "You are unsubscribed",
      text: "You will get no more newsletters from us. Your address has been removed from the list.",
    },
    badLink: {
      title: "This link does not work",
      text: "The unsubscribe link is incomplete or has been altered. Use the link from our latest mail.",
    },
  },
  ru: {
    confirmed: {
      title: "Подписка подтверждена",
      text: "Вы будете получать нашу рассылку на этот адрес. В каждом письме есть ссылка для отписки.",
    },
    confirmInvalid: {
      title: "Ссылка не работает",
      text: "Ссылка подтверждения недействительна или уже была использована.",
    },
    confirmExpired: {
      title: "Срок действия ссылки истёк",
      text: "Ссылка подтверждения действует 48 часов. Подпишитесь снова, чтобы получить новую.",
    },
    subscribeAgain: "Подписаться снова",
    ask: {
      title: "Отписка от рассылки",
      text: "Нажмите кнопку, чтобы больше не получать нашу рассылку.",
      button: "Отписаться",
    },
    unsubscribed: {
      title: "Вы отписались",
      text: "Вы больше не будете получать от нас рассылку. Ваш адрес удалён из списка.",
    },
    badLink: {
      title: "Ссылка не работает",
      text: "Ссылка для отписки неполная или изменена. Воспользуйтесь ссылкой из нашего последнего письма.",
    },
  },
  he: {
    confirmed: {
      title: "ההרשמה אושרה",
      text: "תקבלו את הניוזלטר שלנו בכתובת זו. בכל הודעה יש קישור לביטול ההרשמה.",
    },
    confirmInvalid: {
      title: "הקישור אינו פועל",
      text: "קישור האישור אינו תקף או שכבר נעשה בו שימוש.",
    },
    confirmExpired: {
      title: "תוקף הקישור פג",
      text: "קישור אישור תקף ל־48 שעות. הירשמו שוב כדי לקבל קישור חדש.",
    },
    subscribeAgain: "הרשמה מחדש",
    ask: {
      title: "ביטול ההרשמה לניוזלטר",
      text: "לחצו על הכפתור כדי להפסיק לקבל את הניוזלטר שלנו.",
      button: "ביטול ההרשמה",
    },
    unsubscribed: {
      title: "ההרשמה בוטלה",
      text: "לא תקבלו מאיתנו עוד ניוזלטרים. הכתובת שלכם הוסרה מהרשימה.",
    },
    badLink: {
      title: "הקישור אינו פועל",
      text: "קישור ביטול ההרשמה חלקי או ששונה. השתמשו בקישור מההודעה האחרונה שלנו.",
    },
  },
  uk: {
    confirmed: {
      title: "Підписку підтверджено",
      text: "Ви отримуватимете нашу розсилку на цю адресу. У кожному листі є посилання для відписки.",
    },
    confirmInvalid: {
      title: "Посилання не працює",
      text: "Посилання для підтвердження недійсне або вже було використане.",
    },
    confirmExpired: {
      title: "Термін дії посилання минув",
      text: "Посилання для підтвердження діє 48 годин. Підпишіться знову, щоб отримати нове.",
    },
    subscribeAgain: "Підписатися знову",
    ask: {
      title: "Відписка від розсилки",
      text: "Натисніть кнопку, щоб більше не отримувати нашу розсилку.",
      button: "Відписатися",
    },
    unsubscribed: {
      title: "Ви відписалися",
      text: "Ви більше не отримуватимете від нас розсилку. Вашу адресу видалено зі списку.",
    },
    badLink: {
      title: "Посилання не працює",
      text: "Посилання для відписки неповне або змінене. Скористайтеся посиланням з нашого останнього листа.",
    },
  },
  fr: {
    confirmed: {
      title: "Abonnement confirmé",
      text: "Vous recevrez notre newsletter à cette adresse. Chaque e-mail contient un lien de désabonnement.",
    },
    confirmInvalid: {
      title: "Ce lien ne fonctionne pas",
      text: "Le lien de confirmation n’est pas valide ou a déjà été utilisé.",
    },
    confirmExpired: {
      title: "Ce lien a expiré",
      text: "Un lien de confirmation est valable 48 heures. Abonnez-vous à nouveau pour en recevoir un nouveau.",
    },
    subscribeAgain: "S’abonner à nouveau",
    ask: {
      title: "Se désabonner de la newsletter",
      text: "Appuyez sur le bouton pour ne plus recevoir notre newsletter.",
      button: "Se désabonner",
    },
    unsubscribed: {
      title: "Vous êtes désabonné",
      text: "Vous ne recevrez plus de newsletter de notre part. Votre adresse a été retirée de la liste.",
    },
    badLink: {
      title: "Ce lien ne fonctionne pas",
      text: "Le lien de désabonnement est incomplet ou a été modifié. Utilisez le lien de notre dernier e-mail.",
    },
  },
};

const messagePage = (locale: Locale, { title, text }: PageText, extra = html``) =>
  plainPage(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      ${extra}${backToSite(locale)}`,
    locale,
  );

/** What the confirmation link shows: done, or why not (with the way to subscribe again). */
export function confirmPage(locale: Locale, outcome: "confirmed" | "invalid" | "expired") {
  const texts = TEXTS[locale];
  if (outcome === "confirmed") return messagePage(locale, texts.confirmed);
  const again = html`<p><a href="/${locale}/menu#menu-newsletter">${texts.subscribeAgain}</a></p>`;
  return messagePage(locale, outcome === "expired" ? texts.confirmExpired : texts.confirmInvalid, again);
}

/**
 * What an unsubscribe link shows: a button whose form posts the request. The link alone changes
 * nothing, as mail scanners open links before their reader does.
 */
export function unsubscribeAskPage(locale: Locale, id: string, token: string) {
  const { title, text, button } = TEXTS[locale].ask;
  return plainPage(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      <form method="post" action="/api/newsletter/unsubscribe">
        <input type="hidden" name="id" value="${id}" />
        <input type="hidden" name="token" value="${token}" />
        <input type="hidden" name="lang" value="${locale}" />
        <button type="submit">${button}</button>
      </form>
      ${backToSite(locale)}`,
    locale,
  );
}

export const unsubscribedPage = (locale: Locale) => messagePage(locale, TEXTS[locale].unsubscribed);

export const badUnsubscribeLinkPage = (locale: Locale) => messagePage(locale, TEXTS[locale].badLink);
