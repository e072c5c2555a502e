import { createRootRouteWithContext, HeadContent, Outlet, Scripts, ScriptOnce } from "@tanstack/react-router";
import { textDirection } from "#schema/locales";
import { localeOfPath } from "#schema/locale-detection";
import type { RouterContext } from "../router-context";
import { LocaleContext } from "../i18n/locale-context";
import { HydrationMarker } from "../components/hydration-marker";
import { themeBootScript } from "../features/theme/theme-boot-script";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => ({
    locale: localeOfPath(location.pathname) ?? context.preferredLocale(),
  }),
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#1d4ed8" },
    ],
    links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { locale } = rootRoute.useRouteContext();
  return (
    <LocaleContext value={locale}>
      <html lang={locale} dir={textDirection(locale)} suppressHydrationWarning>
        <head>
          <ScriptOnce>{themeBootScript}</ScriptOnce>
          <HeadContent />
        </head>
        <body>
          <Outlet />
          <HydrationMarker />
          <Scripts />
        </body>
      </html>
    </LocaleContext>
  );
}
