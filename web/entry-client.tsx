import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";
import { createQueryClient } from "./lib/query-client";
import { browserPreferredLocale } from "./i18n/browser-locale";
import { readCookie } from "./lib/read-cookie";
import { SIDEBAR_COOKIE } from "./components/layout/sidebar-cookie";
import "./styles/app.css";

const router = createAppRouter({
  queryClient: createQueryClient(),
  preferredLocale: browserPreferredLocale,
  origin: window.location.origin,
  sidebarOpen: readCookie(document.cookie, SIDEBAR_COOKIE) !== "false",
});

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
