import { html } from "hono/html";
import type { Locale } from "#schema/locales";
import { backToSite, plainPage } from "./plain-page";

const TEXT: Record<Locale, { title: string; retry: string }> = {
  el: { title: "Η σύνδεση απέτυχε", retry: "Δοκιμάστε ξανά" },
  en: { title: "Sign-in failed", retry: "Try again" },
  ru: { title: "Не удалось войти", retry: "Попробовать снова" },
  he: { title: "ההתחברות נכשלה", retry: "נסו שוב" },
  uk: { title: "Не вдалося увійти", retry: "Спробувати знову" },
  fr: { title: "Échec de la connexion", retry: "Réessayer" },
};

/**
 * What a visitor's browser shows when signing in fails on the way through /api/login or
 * /api/callback: the reason (already in their language), a new attempt, and the way back.
 */
export function signInFailedPage(locale: Locale, reason: string) {
  const { title, retry } = TEXT[locale];
  return plainPage(
    title,
    html`<h1>${title}</h1>
      <p>${reason}</p>
      <p><a href="/api/login">${retry}</a></p>
      ${backToSite(locale)}`,
    locale,
  );
}
