import type { LicenseStatus } from "#schema/enums";
import { BadgeCheckIcon, CircleHelpIcon, ShieldAlertIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { LICENCE_STATUS_TONE, licenceStatusKey } from "#web/features/providers/licence";
import { useT } from "#web/i18n/use-t";

const ICONS = { success: BadgeCheckIcon, secondary: CircleHelpIcon, destructive: ShieldAlertIcon } as const;

/** The licence's status in the page's language, coloured as it reads (a warning when bets are not allowed). */
export function LicenceStatusBadge({ status }: { status: LicenseStatus }) {
  const { t } = useT();
  const tone = LICENCE_STATUS_TONE[status];
  const Icon = ICONS[tone];
  return (
    <Badge variant={tone} data-licence-status={status}>
      <Icon aria-hidden="true" />
      {t(licenceStatusKey(status))}
    </Badge>
  );
}
