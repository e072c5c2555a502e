import { createLazyRoute } from "@tanstack/react-router";
import { lazy, useState } from "react";
import type { ReviewModerationPage as Page } from "#web/features/admin/reviews/components/review-moderation-page";
import type { PageLoad } from "#web/lib/page-loader";

/*
 * Every page's first load carries, for each route, the names of the chunks that the route's module
 * needs at once. This module therefore needs nothing beyond the entry: the page and its loader come
 * in a second step, and their chunks are named here rather than in every public page.
 */

let loadedPage: typeof Page | undefined;
const loadPage = () =>
  import("#web/features/admin/reviews/components/review-moderation-page").then(
    (m) => (loadedPage = m.ReviewModerationPage),
  );
const LazyPage = lazy(() => loadPage().then((page) => ({ default: page })));

/**
 * The loader has loaded the page's code on the server and on a client-side navigation, so the page
 * renders in place. While the browser hydrates the server's HTML, React keeps that HTML until the
 * code arrives. Chosen once per mount: switching components would remount the page.
 */
function ReviewModerationRoute() {
  const [ModerationPage] = useState(() => loadedPage ?? LazyPage);
  const navigate = adminReviewsLazyRoute.useNavigate();
  return (
    <ModerationPage
      search={adminReviewsLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}

export const adminReviewsLazyRoute = createLazyRoute("/admin/reviews")({ component: ReviewModerationRoute });

export async function loadAdminReviewsPage(context: PageLoad["context"], search: Record<string, unknown>) {
  const [page] = await Promise.all([
    import("./admin-reviews.loader").then((m) => m.loadAdminReviewsPage(context, search)),
    loadPage(),
  ]);
  return page;
}
