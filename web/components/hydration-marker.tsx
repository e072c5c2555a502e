import { useEffect } from "react";
import { markFirstPageHydrated } from "#web/lib/first-page";

/**
 * Marks <html data-hydrated> once React has taken over the server HTML (browser tests wait on it),
 * and tells deferred blocks that later pages are client-rendered.
 */
export function HydrationMarker() {
  useEffect(() => {
    markFirstPageHydrated();
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
