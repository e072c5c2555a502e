/** Brand name shown in page titles (suffix) and the shell header. */
export const PRODUCT_NAME = "BetCompare Cyprus";
