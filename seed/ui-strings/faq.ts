import type { UiStringTable } from "./table";

/** The FAQ page: categories, questions and answers. */
export const FAQ_STRINGS: UiStringTable = {};
