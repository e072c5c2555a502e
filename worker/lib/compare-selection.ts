import { unprefixedPath } from "#schema/locale-detection";

/**
 * The compare page's picker without JavaScript is a GET form that sends the chosen providers and
 * the added one as a repeated `p` (`?p=a,b&p=c`), while the page reads one list (`?p=a,b,c`): the
 * address of that one list, the other params kept, or undefined when there is nothing to join.
 * Joined here, not in the page's search reader, which every page's code carries.
 */
export function joinedSelectionAddress(url: URL): string | undefined {
  const parts = url.searchParams.getAll("p");
  if (parts.length < 2 || unprefixedPath(url.pathname) !== "/compare") return undefined;
  const selection = parts
    .flatMap((part) => part.split(","))
    .filter((token) => token.trim())
    .map(encodeURIComponent)
    .join(",");
  const rest = new URLSearchParams(url.search);
  rest.delete("p");
  const search = [selection && `p=${selection}`, rest.toString()].filter(Boolean).join("&");
  return url.pathname + (search && `?${search}`);
}
