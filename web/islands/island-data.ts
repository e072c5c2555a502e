import type { DehydratedState } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import type { UiStrings } from "#web/i18n/ui-strings";

/** The element every island's server HTML sits in (`display: contents`: it takes no part in layout). */
export const ISLAND_TAG = "island-root";

/**
 * The links inside an island that work without its code and are left to the browser. A link that
 * opens a dialog once the island runs (`aria-haspopup`, e.g. a review's Report) is held like a button
 * until then, so the visitor gets the dialog rather than the page it falls back to.
 */
export const PLAIN_LINK = "a[href]:not([aria-haspopup])";

/**
 * The type of the `<script>` first in an island's element that holds its data (`IslandData`): a
 * script's text rather than an attribute, where JSON is over a quarter longer (every quote an
 * `&quot;`) for the browser to parse before the first paint.
 */
export const ISLAND_DATA_TYPE = "application/json";

/**
 * An island's data: its props, the strings its render read (and no others), and the reads' data it
 * rendered with.
 */
export type IslandData = {
  props: object;
  locale: Locale;
  strings: UiStrings;
  queries: DehydratedState;
};
