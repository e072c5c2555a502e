import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { localeOfPath, pathForLocale } from "#schema/locale-detection";
import { isLocale } from "#schema/locales";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_SECONDS } from "#web/components/layout/sidebar-cookie";
import { answerConsentInPlace } from "#web/features/consent/consent-in-place";
import { subscribeConsentChange } from "#web/features/consent/consent-events";
import { showLogoFallbacks } from "#web/features/providers/logo-fallback";
import { isDark, setDarkMode, subscribeDarkMode } from "#web/features/preferences/dark-mode";
import { currentThemeMood, parseThemeMood, setThemeMood } from "#web/features/preferences/theme-mood";
import { storeLocale } from "#web/i18n/browser-locale";
import { isMobileViewport } from "#web/lib/mobile-viewport";
import { readCookie } from "#web/lib/read-cookie";

/**
 * The site shell's behaviour on a document page, without React: the sidebar (its toggle, Ctrl/Cmd+B,
 * its cookie; the navigation dialog on phones), the dark-mode toggles, the colour moods, the language
 * select and links, the cookie banner, and the providers' logos that fail to load. The server's HTML
 * marks each part with a `data-` attribute.
 */

const SHORTCUT_KEY = "b";

/** The phones' navigation dialog, with the sidebar's links copied in the first time it opens. */
function openMobileNav() {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-mobile-nav]");
  if (!dialog) return;
  const links = dialog.querySelector<HTMLElement>("[data-mobile-nav-links]");
  const nav = document.querySelector("[data-sidebar] nav");
  if (links && nav && !links.hasChildNodes()) links.appendChild(nav.cloneNode(true));
  dialog.showModal();
}

function toggleSidebar() {
  if (isMobileViewport()) {
    openMobileNav();
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

/** A toggle button says `aria-pressed`, a switch (the menu's) `aria-checked`. */
function startDarkMode() {
  const show = () => {
    for (const button of document.querySelectorAll("[data-dark-mode-toggle]"))
      button.setAttribute(
        button.getAttribute("role") === "switch" ? "aria-checked" : "aria-pressed",
        String(isDark()),
      );
  };
  subscribeDarkMode(show);
  show();
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest("[data-dark-mode-toggle]")) setDarkMode(!isDark());
  });
}

/** The menu's mood buttons: a press applies and stores the mood; the one in force shows pressed. */
function startThemeMood() {
  const show = () => {
    const mood = currentThemeMood();
    for (const button of document.querySelectorAll<HTMLElement>("[data-theme-mood]"))
      button.setAttribute("aria-pressed", String(button.dataset.themeMood === mood));
  };
  show();
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-theme-mood]");
    if (!button) return;
    setThemeMood(parseThemeMood(button.dataset.themeMood));
    show();
  });
}

/**
 * The language select and the menu's language links: the choice is stored; a prefixed page moves to
 * the same page under the new prefix, an unprefixed one loads again.
 */
function switchLanguage(locale: string) {
  if (!isLocale(locale)) return;
  storeLocale(locale);
  const { pathname, search } = location;
  if (localeOfPath(pathname)) location.assign(`${pathForLocale(pathname, locale)}${search}`);
  else location.reload();
}

function startLanguageSwitch() {
  document.addEventListener("change", (event) => {
    const select = event.target as HTMLSelectElement;
    if (select.matches("select[data-language-select]")) switchLanguage(select.value);
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-language-link]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    switchLanguage(link.hreflang);
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
  startThemeMood();
  startLanguageSwitch();
  startConsentBanner();
  showLogoFallbacks();
}
