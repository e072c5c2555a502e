import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { textDirection, type Locale } from "#schema/locales";

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;

const BACK_TO_SITE: Record<Locale, string> = {
  el: "Επιστροφή στον ιστότοπο",
  en: "Back to the site",
  ru: "Вернуться на сайт",
  he: "חזרה לאתר",
  uk: "Повернутися на сайт",
  fr: "Retour au site",
};

/** The way home from a plain page, in its language. */
export const backToSite = (locale: Locale) => html`<p><a href="/">${BACK_TO_SITE[locale]}</a></p>`;

/**
 * A small page outside the React app (the local sign-in, the sign-out button): no script, so it
 * needs no CSP nonce, and kept out of search engines. `title` is escaped; `body` is markup.
 */
export function plainPage(title: string, body: Content, locale: Locale = "en") {
  return html`<!doctype html>
    <html lang="${locale}" dir="${textDirection(locale)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          /* Opted into the site's cross-document view transitions, as its pages are: a transition
             between a page that opted in and one that did not is aborted with an error. */
          @media (prefers-reduced-motion: no-preference) {
            @view-transition {
              navigation: auto;
            }
          }
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 26rem;
            margin: 4rem auto;
            padding: 0 1rem;
            /* A quoted review's long word (an address) breaks rather than widening the page. */
            overflow-wrap: break-word;
          }
          label {
            display: block;
            margin-top: 1rem;
            font-weight: 600;
          }
          input {
            width: 100%;
            box-sizing: border-box;
            padding: 0.5rem;
            font: inherit;
          }
          button {
            margin-top: 1.5rem;
            padding: 0.6rem 1.2rem;
            font: inherit;
          }
          p.note {
            color: #555;
            font-size: 0.9rem;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}
