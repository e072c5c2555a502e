import { adminComplaintQuery } from "#web/features/admin/complaint-case/api";
import { loadOwnStrings } from "#web/i18n/load-strings";
import { translate } from "#web/i18n/translate";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminComplaintCasePage(context: PageLoad["context"], id: string) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state, not an error page.
    context.queryClient
      .ensureQueryData(withServerRead(adminComplaintQuery(id), reads && (() => reads.admin.complaint(id))))
      .catch(() => undefined),
  ]);
  const title = translate(strings, "admin.complaint_case.title");
  return { head: privatePageHead({ title, description: title }) };
}
