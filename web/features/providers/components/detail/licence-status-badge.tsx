import type { LicenseStatus } from "#schema/enums";
import { BadgeCheckIcon, CircleHelpIcon, ShieldAlertIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";

/**
 * How a status reads: licensed in green, pending neutral, and a licence that does not let the
 * provider take bets (suspended, revoked, expired) as a warning.
 */
const licenceTone = (status: LicenseStatus) =>
  status === "licensed" ? "success" : status === "pending" ? "secondary" : "destructive";

const ICONS = { success: BadgeCheckIcon, secondary: CircleHelpIcon, destructive: ShieldAlertIcon } as const;

/** The licence's status in the page's language, coloured as it reads (a warning when bets are not allowed). */
export function LicenceStatusBadge({ status }: { status: LicenseStatus }) {
  const { t } = useT();
  const tone = licenceTone(status);
  const Icon = ICONS[tone];
  return (
    <Badge variant={tone} data-licence-status={status}>
      <Icon aria-hidden="true" />
      {t(`provider.licence.status.${status}`)}
    </Badge>
  );
}
