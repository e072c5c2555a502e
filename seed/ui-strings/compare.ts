import type { UiStringTable } from "./table";

/** The compare page. */
export const COMPARE_STRINGS: UiStringTable = {};
