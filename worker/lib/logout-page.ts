import { html } from "hono/html";
import type { Locale } from "#schema/locales";
import { plainPage } from "./plain-page";

const TEXT: Record<Locale, { signOut: string; back: string }> = {
  el: { signOut: "Αποσύνδεση", back: "Επιστροφή στον ιστότοπο" },
  en: { signOut: "Sign out", back: "Back to the site" },
  ru: { signOut: "Выйти", back: "Вернуться на сайт" },
  he: { signOut: "התנתקות", back: "חזרה לאתר" },
  uk: { signOut: "Вийти", back: "Повернутися на сайт" },
  fr: { signOut: "Se déconnecter", back: "Retour au site" },
};

/**
 * What a link to /api/logout shows, in the visitor's language: a button whose form posts the
 * sign-out. A link alone never signs anyone out, so another site cannot do it with a link or an image.
 */
export function logoutPage(locale: Locale) {
  const { signOut, back } = TEXT[locale];
  return plainPage(
    signOut,
    html`<h1>${signOut}</h1>
      <form method="post" action="/api/logout">
        <button type="submit">${signOut}</button>
      </form>
      <p><a href="/">${back}</a></p>`,
    locale,
  );
}
