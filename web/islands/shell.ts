import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { localeOfPath, pathForLocale } from "#schema/locale-detection";
import { isLocale } from "#schema/locales";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_SECONDS } from "#web/components/layout/sidebar-cookie";
import { answerConsentInPlace } from "#web/features/consent/consent-in-place";
import { subscribeConsentChange } from "#web/features/consent/consent-events";
import { isDark, setDarkMode, subscribeDarkMode } from "#web/features/preferences/dark-mode";
import { storeLocale } from "#web/i18n/browser-locale";
import { isMobileViewport } from "#web/lib/mobile-viewport";
import { readCookie } from "#web/lib/read-cookie";

/**
 * The site shell's behaviour on a document page, without React: the sidebar (its toggle, Ctrl/Cmd+B,
 * its cookie; the navigation dialog on phones), the dark-mode toggle, the language select and the
 * cookie banner. The server's HTML marks each part with a `data-` attribute.
 */

const SHORTCUT_KEY = "b";

function toggleSidebar() {
  if (isMobileViewport()) {
    document.querySelector<HTMLDialogElement>("dialog[data-mobile-nav]")?.showModal();
    return;
  }
  const sidebar = document.querySelector<HTMLElement>("[data-sidebar]");
  if (!sidebar) return;
  const open = sidebar.dataset.state !== "expanded";
  sidebar.dataset.state = open ? "expanded" : "collapsed";
  document.cookie = `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

function startSidebar() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-sidebar-toggle]")) toggleSidebar();
    // The phone's navigation closes on its close button, and on any link (the page changes).
    const dialog = target.closest<HTMLDialogElement>("dialog[data-mobile-nav]");
    if (dialog && (target.closest("a, [data-close]") || target === dialog)) dialog.close();
  });
  addEventListener("keydown", (event) => {
    if (event.key.toLowerCase() === SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey) {
      event.preventDefault();
      toggleSidebar();
    }
  });
}

function startDarkMode() {
  const show = () => {
    for (const button of document.querySelectorAll("[data-dark-mode-toggle]"))
      button.setAttribute("aria-pressed", String(isDark()));
  };
  subscribeDarkMode(show);
  show();
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest("[data-dark-mode-toggle]")) setDarkMode(!isDark());
  });
}

/** A prefixed page moves to the same page under the new prefix; an unprefixed one loads again. */
function startLanguageSelect() {
  document.addEventListener("change", (event) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches("select[data-language-select]") || !isLocale(select.value)) return;
    storeLocale(select.value);
    const { pathname, search } = location;
    if (localeOfPath(pathname)) location.assign(`${pathForLocale(pathname, select.value)}${search}`);
    else location.reload();
  });
}

/** The banner leaves once a choice is stored, here, in the menu or in another tab. */
function startConsentBanner() {
  answerConsentInPlace();
  subscribeConsentChange(() => {
    if (readCookie(document.cookie, CONSENT_COOKIE) !== undefined)
      document.querySelector("[data-consent-banner]")?.remove();
  });
}

export function startShell() {
  startSidebar();
  startDarkMode();
  startLanguageSelect();
  startConsentBanner();
}
