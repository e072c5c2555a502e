import { createContext, type ComponentType, type ReactElement, type ReactNode } from "react";
import type { Locale } from "#schema/locales";
import type { UiStrings } from "#web/i18n/ui-strings";
import type { IslandName } from "./registry";

/**
 * When an island's code runs in the browser: as it comes into view (with a margin), at the first
 * pointer, touch, focus or key on it, at load (only what the first screen needs at once), when the
 * page asks for it (the notification area, at the first notification), or, for what only refreshes
 * on a first screen (the standings), at the first interaction or once its data is due a refresh
 * (`stale:<ms>` after the page loaded): a first visit downloads no React for it.
 */
export type IslandTrigger = "load" | "visible" | "interaction" | "toast" | `stale:${number}`;

export type IslandRequest = {
  /** The document's own `useId` at the island: stable however often the server renders the page. */
  id: string;
  name: IslandName;
  trigger: IslandTrigger;
  element: ReactElement;
  props: object;
  locale: Locale;
  /** The strings the document has where the island stands (the site's, with a page's own part). */
  strings: UiStrings;
  /**
   * Prefixes of the keys it may show only after the visitor acts (a pending label, an error): the
   * server sends those with it beside the ones its first render read.
   */
  laterStrings: readonly string[];
};

/**
 * What only a document page's server render has (the Worker gives it): its shell, its 404 screen,
 * and the renderer of its islands, each a root of its own. Everywhere else (the single-page app) an
 * island is its component, and the shell and the 404 screen the app's.
 */
export type DocumentRender = {
  Shell: ComponentType<{ children: ReactNode }>;
  NotFound: ComponentType;
  renderIsland: (request: IslandRequest) => ReactElement;
};

export const DocumentRenderContext = createContext<DocumentRender | null>(null);
