/**
 * Where to send the browser after sign-in: a path on this site only. Anything else (another
 * origin, protocol-relative `//host`, backslash tricks, junk) becomes `/`.
 */
export function safeReturnTo(value: string | undefined | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f]/.test(value))
    return "/";
  const base = "http://return-to.invalid";
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}
