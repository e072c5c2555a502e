/** The calculator's modes; the first, the single bet, is the default and keeps the address clean. */
export const CALCULATOR_MODES = ["single", "handicap"] as const;
export type CalculatorMode = (typeof CALCULATOR_MODES)[number];

/** The mode an address's query names (`?mode=handicap`); anything else is the single bet. */
export const modeOfSearch = (search: string): CalculatorMode =>
  new URLSearchParams(search).get("mode") === "handicap" ? "handicap" : "single";
