/**
 * A request the browser made on a guess, before the visitor opened the page (and maybe they never
 * do): a prefetch or prerender of Speculation Rules or `<link rel="prefetch">`, which says so in
 * `Sec-Purpose` (`prefetch`, `prefetch;prerender`), or in the older `Purpose: prefetch`. It counts
 * as no view of anything the page shows.
 */
export function isSpeculative(headers: Headers) {
  const purposes = [headers.get("sec-purpose"), headers.get("purpose")];
  return purposes.some((purpose) => purpose !== null && /\bpre(fetch|render)\b/i.test(purpose));
}
