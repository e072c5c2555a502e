/** Brand name shown in page titles (suffix) and the shell header. */
export const PRODUCT_NAME = "BetCompare Cyprus";

/** The regulator, the National Betting Authority: its site carries the safer-gambling help and the self-exclusion register. */
export const REGULATOR_URL = "https://nba.gov.cy";
