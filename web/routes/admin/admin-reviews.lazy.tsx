import { createLazyRoute } from "@tanstack/react-router";
import { ReviewModerationPage } from "#web/features/admin/reviews/components/review-moderation-page";

function ReviewModerationRoute() {
  const navigate = adminReviewsLazyRoute.useNavigate();
  return (
    <ReviewModerationPage
      search={adminReviewsLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}

export const adminReviewsLazyRoute = createLazyRoute("/admin/reviews")({ component: ReviewModerationRoute });
