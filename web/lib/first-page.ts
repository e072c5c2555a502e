let hydrated = false;

/**
 * Whether the server's page has hydrated. Until then, React is taking over server HTML; afterwards
 * every page is rendered by the browser itself (client-side navigation).
 */
export const firstPageHydrated = () => hydrated;

export function markFirstPageHydrated() {
  hydrated = true;
}
