/** A month of the selector: 'YYYY-MM' and its name in the page's language ('November 2026'). */
export type MonthChoice = { value: string; label: string };
