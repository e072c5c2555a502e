import { createLazyRoute } from "@tanstack/react-router";
import { RepliesQueuePage } from "#web/features/admin/replies/components/replies-queue-page";

function RepliesQueueRoute() {
  return <RepliesQueuePage page={adminRepliesLazyRoute.useSearch().page} />;
}

export const adminRepliesLazyRoute = createLazyRoute("/admin/replies")({ component: RepliesQueueRoute });
