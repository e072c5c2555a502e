import type { UiStringTable } from "./table";

/** The bet calculator: single and Asian handicap. */
export const CALCULATOR_STRINGS: UiStringTable = {};
