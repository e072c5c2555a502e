import type { UiStringTable } from "./table";

/** Server messages a visitor can see, with their numbers as placeholders. */
export const MESSAGES_STRINGS: UiStringTable = {};
