import type { UiStringTable } from "./table";

/** The trust layer: responsible gambling, affiliate disclosure, cookie consent. */
export const TRUST_STRINGS: UiStringTable = {};
