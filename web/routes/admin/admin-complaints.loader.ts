import { complaintQueueQuery } from "#web/features/admin/complaints/api";
import { complaintQueueInput, type ComplaintQueueSearch } from "#web/features/admin/complaints/queue-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminComplaintsPage(context: PageLoad["context"], search: ComplaintQueueSearch) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(
          complaintQueueQuery(search),
          reads && (() => reads.admin.complaintQueue(complaintQueueInput(search))),
        ),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.complaints"),
      description: translate(strings, "admin.complaint_queue.description"),
    }),
  };
}
