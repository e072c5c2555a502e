import { html } from "hono/html";
import type { Locale } from "#schema/locales";
import { plainPage } from "./plain-page";

const TEXT: Record<Locale, { title: string; retry: string; back: string }> = {
  el: { title: "Η σύνδεση απέτυχε", retry: "Δοκιμάστε ξανά", back: "Επιστροφή στον ιστότοπο" },
  en: { title: "Sign-in failed", retry: "Try again", back: "Back to the site" },
  ru: { title: "Не удалось войти", retry: "Попробовать снова", back: "Вернуться на сайт" },
  he: { title: "ההתחברות נכשלה", retry: "נסו שוב", back: "חזרה לאתר" },
  uk: { title: "Не вдалося увійти", retry: "Спробувати знову", back: "Повернутися на сайт" },
  fr: { title: "Échec de la connexion", retry: "Réessayer", back: "Retour au site" },
};

/**
 * What a visitor's browser shows when signing in fails on the way through /api/login or
 * /api/callback: the reason (already in their language), a new attempt, and the way back.
 */
export function signInFailedPage(locale: Locale, reason: string) {
  const { title, retry, back } = TEXT[locale];
  return plainPage(
    title,
    html`<h1>${title}</h1>
      <p>${reason}</p>
      <p><a href="/api/login">${retry}</a></p>
      <p><a href="/">${back}</a></p>`,
    locale,
  );
}
