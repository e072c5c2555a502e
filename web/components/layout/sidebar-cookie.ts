/** Remembers whether the sidebar is expanded, for 7 days, in the admin and public layouts alike. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
