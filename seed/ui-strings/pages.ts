import type { UiStringTable } from "./table";

/** The about, contact, terms and privacy pages. */
export const PAGES_STRINGS: UiStringTable = {};
