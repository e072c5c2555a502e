import { html } from "hono/html";
import type { Locale } from "#schema/locales";
import { REGULATOR_URL } from "#schema/site";
import { backToSite, plainPage } from "./plain-page";

type Reason = "unconfirmed" | "blocked";

const TEXT: Record<Locale, { title: string; regulator: string } & Record<Reason, string>> = {
  el: {
    title: "Αυτός ο σύνδεσμος είναι απενεργοποιημένος",
    unconfirmed:
      "Δεν μπορέσαμε να επιβεβαιώσουμε την άδεια αυτής της εταιρείας στο μητρώο της Εθνικής Αρχής Στοιχημάτων, γι' αυτό δεν σας στέλνουμε στον ιστότοπό της. Στην Κύπρο η προώθηση εταιρείας στοιχημάτων χωρίς άδεια απαγορεύεται.",
    blocked:
      "Αυτή η διεύθυνση βρίσκεται στον κατάλογο παράνομων ιστοτόπων που έχει αποκλείσει η Εθνική Αρχή Στοιχημάτων, γι' αυτό δεν σας στέλνουμε εκεί.",
    regulator: "Ο ιστότοπος της Εθνικής Αρχής Στοιχημάτων",
  },
  en: {
    title: "This link is switched off",
    unconfirmed:
      "We could not confirm this company's licence in the National Betting Authority's register, so we do not send you to its site. In Cyprus, promoting a betting company without a licence is an offence.",
    blocked:
      "This address is on the National Betting Authority's list of blocked illegal sites, so we do not send you there.",
    regulator: "The National Betting Authority's website",
  },
  ru: {
    title: "Эта ссылка отключена",
    unconfirmed:
      "Мы не смогли подтвердить лицензию этой компании в реестре Национального управления по ставкам, поэтому не направляем вас на её сайт. На Кипре реклама букмекера без лицензии запрещена законом.",
    blocked:
      "Этот адрес входит в список заблокированных незаконных сайтов Национального управления по ставкам, поэтому мы не направляем вас туда.",
    regulator: "Сайт Национального управления по ставкам",
  },
  he: {
    title: "הקישור הזה מושבת",
    unconfirmed:
      "לא הצלחנו לאמת את הרישיון של החברה הזו במרשם של הרשות הלאומית להימורים, ולכן איננו שולחים אתכם לאתר שלה. בקפריסין, קידום חברת הימורים ללא רישיון הוא עבירה.",
    blocked:
      "הכתובת הזו נמצאת ברשימת האתרים הבלתי חוקיים החסומים של הרשות הלאומית להימורים, ולכן איננו שולחים אתכם אליה.",
    regulator: "האתר של הרשות הלאומית להימורים",
  },
  uk: {
    title: "Це посилання вимкнено",
    unconfirmed:
      "Ми не змогли підтвердити ліцензію цієї компанії в реєстрі Національного органу зі ставок, тому не спрямовуємо вас на її сайт. На Кіпрі рекламувати букмекера без ліцензії заборонено законом.",
    blocked:
      "Ця адреса є в переліку заблокованих незаконних сайтів Національного органу зі ставок, тому ми не спрямовуємо вас туди.",
    regulator: "Сайт Національного органу зі ставок",
  },
  fr: {
    title: "Ce lien est désactivé",
    unconfirmed:
      "Nous n'avons pas pu confirmer la licence de cette société dans le registre de l'Autorité nationale des paris : nous ne vous envoyons donc pas sur son site. À Chypre, promouvoir un opérateur de paris sans licence est une infraction.",
    blocked:
      "Cette adresse figure sur la liste des sites illégaux bloqués de l'Autorité nationale des paris : nous ne vous y envoyons donc pas.",
    regulator: "Le site de l'Autorité nationale des paris",
  },
};

/** What a visit, claim or banner link answers when the site may not send the visitor on. */
export function clickOutRefusedPage(locale: Locale, reason: Reason) {
  const text = TEXT[locale];
  return plainPage(
    text.title,
    html`<h1>${text.title}</h1>
      <p>${text[reason]}</p>
      <p><a href="${REGULATOR_URL}" rel="noopener">${text.regulator}</a></p>
      ${backToSite(locale)}`,
    locale,
  );
}
