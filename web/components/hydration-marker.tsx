import { useEffect } from "react";

/** Marks <html data-hydrated> once React has taken over the server HTML (browser tests wait on it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
