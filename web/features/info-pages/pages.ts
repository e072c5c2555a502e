/** The site's information pages: each is three UI strings, `pages.{page}.title|description|body`. */
export const INFO_PAGES = ["about", "contact", "terms", "privacy"] as const;
export type InfoPage = (typeof INFO_PAGES)[number];
