import { createRequestHandler, renderRouterToStream, RouterServer } from "@tanstack/react-router/ssr/server";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { PageReads } from "#schema/api/page-reads";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { BOTTOM_NAV_ITEMS } from "#web/components/layout/nav-items";
import { FOOTER_LINK_CLASS } from "#web/components/layout/site-footer";
import { SIDEBAR_COOKIE } from "#web/components/layout/sidebar-cookie";
import { createQueryClient } from "#web/lib/query-client";
import { fullRouteTree } from "#web/server-route-tree";
import { createAppRouter } from "#web/router";
import DocumentShell from "#web/components/layout/document-shell";
import NotFound from "#web/components/not-found";
import { preloadIslands } from "#web/islands/island";
import { DocumentRenderContext } from "#web/islands/island-render-context";
import { isBackOfficePath } from "#web/route-tree";
import { loadRouterManifests } from "./lib/client-manifest";
import { islandRenderer } from "#web/islands/server-island";
import { joinedSelectionAddress } from "./lib/compare-selection";
import { offerBreakDay } from "./lib/offer-break";
import { withLanguageLinks } from "./lib/language-links";
import { speculationRules, withSpeculationRules } from "./lib/speculation-rules";
import { requestLocale } from "./middleware/visitor-locale";
import type { AppEnv } from "./types";

const routeTree = fullRouteTree();

/** Prerendered on a hover or press, besides a provider's page: the bottom navigation's pages. */
const SPECULATION_RULES = speculationRules(BOTTOM_NAV_ITEMS.map(({ to }) => to));

/**
 * What a page's answer varies on besides its address: the session, the sidebar and language
 * cookies, the browser's languages, and the encodings it takes (the platform compresses a fresh
 * page for a client that takes it; the page cache sends its gzip only to one that does).
 */
export const PAGE_VARY = "Cookie, Accept-Language, Accept-Encoding";

export const sidebarOpen = (c: Context<AppEnv>) => getCookie(c, SIDEBAR_COOKIE) !== "false";

/** The visitor's `consent` cookie, if any (`accepted` is the only value that consents). */
export const consentCookie = (c: Context<AppEnv>) => getCookie(c, CONSENT_COOKIE);

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Whether the page at `pathname` is a document (its route says so), as is a 404 outside the back
 * office: the browser gets no router and hydrates only its islands.
 */
function isDocumentPage(router: AppRouter, pathname: string) {
  // What matches no page ends at the root or at a layout (a route with children): a 404.
  const [branch] = router.getMatchedRoutes(pathname);
  const leaf = branch.at(-1);
  if (!leaf || leaf.children) return !isBackOfficePath(pathname);
  return leaf.options.staticData?.document === true;
}

/**
 * Server-renders a page of the web app, its loaders reading its data through `reads`, with the
 * footer's language links for a visitor without JavaScript, and the Speculation Rules. A compare selection sent by the add form as repeated `p`
 * is answered with its address.
 */
export async function renderPage(c: Context<AppEnv>, reads: PageReads) {
  const request = c.req.raw;
  const joined = joinedSelectionAddress(new URL(request.url));
  if (joined) return c.redirect(joined, 303);
  const manifests = await loadRouterManifests(c.env.ASSETS, request.url);
  const preferred = requestLocale(c);
  const queryClient = createQueryClient();
  const router = createAppRouter(
    {
      queryClient,
      reads,
      preferredLocale: () => preferred,
      origin: new URL(request.url).origin,
      sidebarOpen: sidebarOpen(c),
      consentCookie: consentCookie(c),
      offerBreakUntil: offerBreakDay(c),
    },
    routeTree,
    { nonce: c.get("secureHeadersNonce") },
  );
  const document = isDocumentPage(router, new URL(request.url).pathname);
  if (document) await preloadIslands();
  // A document carries no router state: hydration is turned off, and the request handler's call to
  // dehydrate (which it makes for every page, and which refuses to run once hydration is off) does
  // nothing.
  if (document)
    router.serverSsrLifecycle = {
      onServerSsrAttach: [
        (ssr) => {
          ssr.disableHydration();
          ssr.dehydrate = () => Promise.resolve();
        },
      ],
    };
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => (document ? manifests.document : manifests.app),
    createRouter: () => router,
  });
  const rendered = await handler(({ request, router, responseHeaders }) =>
    renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: (
        <DocumentRenderContext
          value={
            document ? { Shell: DocumentShell, NotFound, renderIsland: islandRenderer(queryClient) } : null
          }
        >
          <RouterServer router={router} />
        </DocumentRenderContext>
      ),
    }),
  );
  rendered.headers.set("Vary", PAGE_VARY);
  return withSpeculationRules(
    withLanguageLinks(rendered, new URL(request.url), FOOTER_LINK_CLASS),
    SPECULATION_RULES,
    c.get("secureHeadersNonce"),
  );
}
