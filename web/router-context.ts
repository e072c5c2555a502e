import type { QueryClient } from "@tanstack/react-query";
import type { PageReads } from "#schema/api/page-reads";
import type { Locale } from "#schema/locales";

export type RouterContext = {
  queryClient: QueryClient;
  /**
   * The server's reads of the page it renders (its loaders fill their queries with them); absent in
   * the browser, where an app page's loader asks the API (`withServerRead`).
   */
  reads?: PageReads;
  /** The visitor's language when the URL carries no prefix (stored choice, browser, Greek). */
  preferredLocale: () => Locale;
  /** Scheme and host of the site, for canonical and alternate links. */
  origin: string;
  /** Whether the desktop sidebar starts expanded (the `sidebar_state` cookie; default open). */
  sidebarOpen: boolean;
  /**
   * The visitor's `consent` cookie as the page was served: without one, the cookie banner is in the
   * page. (One that is not ours hides it too: the Worker reads anything but `accepted` as no
   * consent, so nothing optional happens.)
   */
  consentCookie: string | undefined;
  /**
   * On a break from offers: the Cyprus day ('YYYY-MM-DD') it runs through; the page then shows no
   * offer, and a notice in their place. Absent in the browser's app, whose pages show no offers.
   */
  offerBreakUntil?: string | null;
};
