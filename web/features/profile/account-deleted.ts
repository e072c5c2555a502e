import type { Locale } from "#schema/locales";

/** The search parameter that tells the home page the visitor has just deleted their account. */
export const ACCOUNT_DELETED_PARAM = "account";
export const ACCOUNT_DELETED_VALUE = "deleted";

/** Where a deleted account's browser lands: the home page in its language, saying so once. */
export const accountDeletedHref = (locale: Locale) =>
  `/${locale}?${ACCOUNT_DELETED_PARAM}=${ACCOUNT_DELETED_VALUE}`;
