/**
 * A website's domain as the register and the block list store it: lower case, without scheme, port,
 * path or a leading 'www.' (the regulator writes 'www.site.com', 'https://site.com/' or 'SITE.COM'
 * for the same site). Null when the text names no domain.
 */
export function websiteDomain(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return DOMAIN.test(host) ? host : null;
}

/** Labels of letters, digits and inner hyphens; the last one (the top-level domain) starts with a letter. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/;
