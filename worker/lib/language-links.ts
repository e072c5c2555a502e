import { html, raw } from "hono/html";
import { localeOfPath, pathForLocale } from "#schema/locale-detection";
import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";

/**
 * The language switch without JavaScript: the footer's empty `<noscript>` gets a link to this page,
 * its query kept, in each language, the current one marked, labelled as the header's language
 * drop-down (which comes first in the page, and needs JavaScript). Filled here rather than by the
 * footer's component, where the links would add their code to every page's first load for visitors
 * who never see them (React leaves a <noscript>'s content to the server's HTML). `linkClass` is the
 * footer's links' look.
 */
export function withLanguageLinks(response: Response, url: URL, linkClass: string): Response {
  if (!response.body || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  const current = localeOfPath(url.pathname);
  const links = LOCALES.map(
    (locale) =>
      html`<a
        href="${pathForLocale(url.pathname, locale) + url.search}"
        lang="${locale}"
        hreflang="${locale}"
        ${raw(locale === current ? ' aria-current="page"' : "")}
        class="${linkClass}"
        >${LOCALE_NATIVE_NAMES[locale]}</a
      >`,
  ).join("");
  let label = "";
  return new HTMLRewriter()
    .on("header select[aria-label]", {
      element(element) {
        label = element.getAttribute("aria-label") ?? "";
      },
    })
    .on("footer > noscript", {
      element(element) {
        element.setInnerContent(
          html`<nav aria-label="${label}" class="flex flex-wrap justify-center gap-x-3">
            ${raw(links)}
          </nav>`.toString(),
          { html: true },
        );
      },
    })
    .transform(response);
}
