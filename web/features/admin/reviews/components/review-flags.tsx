import type { AdminReview } from "#schema/api/reviews";
import { ShieldAlertIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";
import { flagReason } from "../flag-reason";

/** Each flag as a badge with its reason in words. */
export function ReviewFlags({ flags }: { flags: AdminReview["flags"] }) {
  const i18n = useT();
  if (flags.length === 0) return null;
  return (
    <ul aria-label={i18n.t("admin.reviews.flags")} className="flex flex-wrap gap-2">
      {flags.map((flag, index) => (
        <li key={index}>
          <Badge variant="outline" className="whitespace-normal border-amber-600 dark:border-amber-400">
            <ShieldAlertIcon className="text-amber-700 dark:text-amber-400" aria-hidden="true" />
            {flagReason(i18n, flag)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
