import { RouterClient } from "@tanstack/react-router/ssr/client";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { FullRouteTree } from "./server-route-tree";
import { createAppRouter } from "./router";
import { isBackOfficePath, siteRouteTree } from "./route-tree";
import { createQueryClient } from "./lib/query-client";
import { browserPreferredLocale } from "./i18n/browser-locale";
import { readCookie } from "./lib/read-cookie";
import { SIDEBAR_COOKIE } from "./components/layout/sidebar-cookie";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { answerConsentInPlace } from "#web/features/consent/consent-in-place";
import { showLogoFallbacks } from "#web/features/providers/logo-fallback";
import "./styles/app.css";

function hydrate(routeTree: FullRouteTree) {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    {
      queryClient,
      preferredLocale: browserPreferredLocale,
      origin: window.location.origin,
      sidebarOpen: readCookie(document.cookie, SIDEBAR_COOKIE) !== "false",
      consentCookie: readCookie(document.cookie, CONSENT_COOKIE),
    },
    routeTree,
  );
  // Hydrated as a transition: React yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page, and hydrates first whatever the visitor presses.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

answerConsentInPlace();
showLogoFallbacks();

// Only a page of the back office downloads its routes (an admin's browser, signed in as one).
if (isBackOfficePath(window.location.pathname)) {
  void import("./admin-route-tree").then((m) => hydrate(m.backOfficeRouteTree()));
} else {
  hydrate(siteRouteTree());
}
