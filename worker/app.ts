import { Hono, type Context } from "hono";
import { coalescingD1 } from "./lib/coalescing-d1";
import { createDb, type Db } from "./lib/db";
import { apiNotFound, handleError } from "./lib/errors";
import { isSpeculative } from "./lib/speculative";
import { cachedPage } from "./lib/page-cache";
import { hasSessionCookie } from "./lib/session-cookie";
import { apiCache } from "./middleware/api-cache";
import { privateResponses } from "./middleware/private-responses";
import { entityTags, revalidation } from "./middleware/revalidation";
import { countProviderViews } from "./middleware/provider-views";
import { requestContext } from "./middleware/request-context";
import { sameOriginWrites } from "./middleware/same-origin-writes";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { clearUnreadableCookies } from "./middleware/unreadable-cookies";
import { visitorLocale } from "./middleware/visitor-locale";
import { writeBodies } from "./middleware/write-bodies";
import { pageReads } from "./page-reads";
import { renderPage } from "./render";
import { adminRoutes } from "./routes/admin/admin";
import { adminAccessRoutes } from "./routes/admin-access";
import { authRoutes } from "./routes/auth";
import { bannersRoutes } from "./routes/banners";
import { clickOutRoutes } from "./routes/click-outs";
import { complaintsRoutes } from "./routes/complaints";
import { consentRoutes } from "./routes/consent";
import { crawlerRoutes } from "./routes/crawlers";
import { emailVerificationRoutes } from "./routes/email-verification";
import { healthRoutes } from "./routes/health";
import { leaderboardRoutes } from "./routes/leaderboard";
import { newsletterRoutes } from "./routes/newsletter";
import { promotionsRoutes } from "./routes/promotions";
import { providerCardsRoutes, providersRoutes } from "./routes/providers";
import { offerBreakRoutes } from "./routes/offer-break";
import { reportPageRoutes } from "./routes/report-page";
import { reviewRepliesRoutes } from "./routes/review-replies";
import { reviewReportsRoutes } from "./routes/review-reports";
import { reviewsRoutes } from "./routes/reviews";
import { transparencyRoutes } from "./routes/transparency";
import { uiStringsRoutes } from "./routes/ui-strings";
import { userRoutes } from "./routes/user";
import { userDataRoutes } from "./routes/user-data";
import type { AppEnv } from "./types";

/** The JSON API: one sub-app per resource. Unknown `/api/*` paths are a JSON 404, never a page. */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(requestContext, loadSession, sameOriginWrites, writeBodies, visitorLocale, apiCache)
  .route("/health", healthRoutes)
  .route("/", authRoutes)
  .route("/auth/make-me-admin", adminAccessRoutes)
  .route("/auth", emailVerificationRoutes)
  .route("/user", userRoutes)
  .route("/user", userDataRoutes)
  .route("/admin", adminRoutes)
  .route("/providers", providersRoutes)
  .route("/provider-cards", providerCardsRoutes)
  // Before reviewsRoutes, whose writes are for signed-in users: anyone may report a review.
  .route("/reviews", reviewReportsRoutes)
  .route("/reviews", reviewRepliesRoutes)
  .route("/reviews", reviewsRoutes)
  .route("/complaints", complaintsRoutes)
  .route("/leaderboard", leaderboardRoutes)
  .route("/newsletter", newsletterRoutes)
  .route("/promotions", promotionsRoutes)
  .route("/banners", bannersRoutes)
  .route("/consent", consentRoutes)
  .route("/transparency", transparencyRoutes)
  .route("/ui-strings", uiStringsRoutes);
api.all("*", apiNotFound);
api.onError(handleError);

export type ApiType = typeof api;

/**
 * Renders a page whose loaders read straight from the services (page-reads.ts), on the page's
 * database and as the visitor its session read found. A prefetch or prerender shows its banners
 * without counting them.
 */
async function renderWithReads(c: Context<AppEnv>, db: Db) {
  const viewCookies: string[] = [];
  const response = await renderPage(
    c,
    pageReads(c, db, (cookie) => viewCookies.push(cookie)),
  );
  if (!isSpeculative(c.req.raw.headers))
    for (const cookie of viewCookies) response.headers.append("Set-Cookie", cookie);
  // A page that shows counted banners is this visitor's own (a prefetched one too: kept, it would be
  // shown later without counting them): no shared cache may keep it, and the browser asks again
  // for a new visit. Not `no-store`: the back/forward cache may keep it, as it keeps every other
  // public page (Back shows the page as it was seen, not a new view), where Chromium drops a
  // `no-store` page once any cookie changes (the next page's own count). A signed-in visitor's page
  // stays `private, no-store` (private-responses.ts): it embeds who they are.
  if (viewCookies.length > 0 && !hasSessionCookie(c))
    response.headers.set("Cache-Control", "private, no-cache");
  return response;
}

/** API first, then every other GET is a server-rendered page (static assets never reach here). */
export const app = new Hono<AppEnv>()
  .use(securityHeaders, privateResponses, clearUnreadableCookies)
  .use("/api/*", entityTags, revalidation)
  .route("/", api)
  .route("/go", clickOutRoutes)
  .route("/", reportPageRoutes)
  .route("/", offerBreakRoutes)
  .route("/", crawlerRoutes)
  .get("*", revalidation, requestContext, loadSession, visitorLocale, countProviderViews, async (c) => {
    // The page's reads share the session read above and send their queries to D1 together.
    const db = createDb(coalescingD1(c.get("d1")!));
    return cachedPage(c, db, () => renderWithReads(c, db));
  });
app.onError(handleError);
