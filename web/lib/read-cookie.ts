/**
 * One cookie's value from `document.cookie`. A value that is not valid percent-encoding (set by
 * something else, or mangled) counts as absent: the server clears such cookies.
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
