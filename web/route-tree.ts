import { adminFixRoute } from "./routes/admin-fix";
import { appLayoutRoute } from "./routes/app-layout";
import { documentPagesRoute } from "./routes/document-pages";
import { profileRoute } from "./routes/profile";
import { rootRoute } from "./routes/root";
import type { FullRouteTree } from "./server-route-tree";

/**
 * The single-page app's pages outside the back office (/profile, /admin-fix), and every other
 * address as a document to load: the public pages are documents only the server renders.
 */
export const appPages = () => appLayoutRoute.addChildren([profileRoute, adminFixRoute, documentPagesRoute]);

/**
 * The route tree of a browser that opened a page of the app outside the back office. Typed as the
 * full tree (web/server-route-tree.ts), so links are checked against one tree.
 */
export const siteRouteTree = () => rootRoute.addChildren([appPages()]) as unknown as FullRouteTree;

/** The back office's addresses: /admin and below (not /admin-fix, a page of the site). */
export const isBackOfficePath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);
