import { hasControlCharacters } from "./control-characters";

const BASE = "https://return-path.invalid";

/**
 * One slash, then neither a second one nor a backslash (browsers read `//host` and `/\host` as
 * another host); no backslash or control character anywhere.
 */
const looksLikeSitePath = (value: string) =>
  /^\/(?![/\\])/.test(value) && !value.includes("\\") && !hasControlCharacters(value);

/**
 * Where to send the browser back to after sign-in: a path of this site, else `/`. The path is
 * resolved the way a browser resolves it (dot segments, escapes) and the result is checked again,
 * so `/.//evil.com` cannot become `//evil.com`, and a second pass changes nothing.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !looksLikeSitePath(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && looksLikeSitePath(path) ? path : "/";
}
