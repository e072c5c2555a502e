import { html } from "hono/html";
import type { Locale } from "#schema/locales";
import { backToSite, plainPage } from "./plain-page";

const SIGN_OUT: Record<Locale, string> = {
  el: "Αποσύνδεση",
  en: "Sign out",
  ru: "Выйти",
  he: "התנתקות",
  uk: "Вийти",
  fr: "Se déconnecter",
};

/**
 * What a link to /api/logout shows, in the visitor's language: a button whose form posts the
 * sign-out. A link alone never signs anyone out, so another site cannot do it with a link or an image.
 */
export function logoutPage(locale: Locale) {
  const signOut = SIGN_OUT[locale];
  return plainPage(
    signOut,
    html`<h1>${signOut}</h1>
      <form method="post" action="/api/logout">
        <button type="submit">${signOut}</button>
      </form>
      ${backToSite(locale)}`,
    locale,
  );
}
