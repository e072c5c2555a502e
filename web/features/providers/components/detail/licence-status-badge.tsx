import type { PublicProvider } from "#schema/api/providers";
import type { LicenseStatus } from "#schema/enums";
import { licenceConfirmed } from "#schema/licence-gate";
import { BadgeCheckIcon, CircleHelpIcon, ShieldAlertIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";

/**
 * How the licence stands on the site: its status, except that a licence the regulator's latest
 * register does not confirm is "not confirmed", whatever the provider's own record says.
 */
type Standing = LicenseStatus | "unconfirmed";

const standingOf = (provider: Pick<PublicProvider, "licenseStatus" | "registerCheck">): Standing | null =>
  provider.licenseStatus === "licensed" && !licenceConfirmed(provider)
    ? "unconfirmed"
    : provider.licenseStatus;

/**
 * How a standing reads: licensed in green, pending neutral, and a licence that does not let the
 * provider take bets (suspended, revoked, expired, not confirmed) as a warning.
 */
const licenceTone = (standing: Standing) =>
  standing === "licensed" ? "success" : standing === "pending" ? "secondary" : "destructive";

const ICONS = { success: BadgeCheckIcon, secondary: CircleHelpIcon, destructive: ShieldAlertIcon } as const;

const LABEL_KEYS = {
  licensed: "provider.licence.status.licensed",
  suspended: "provider.licence.status.suspended",
  revoked: "provider.licence.status.revoked",
  expired: "provider.licence.status.expired",
  pending: "provider.licence.status.pending",
  unconfirmed: "provider.licence.unconfirmed",
} as const satisfies Record<Standing, string>;

/** The licence's standing in the page's language, coloured as it reads; nothing when it is unknown. */
export function LicenceStatusBadge({
  provider,
}: {
  provider: Pick<PublicProvider, "licenseStatus" | "registerCheck">;
}) {
  const { t } = useT();
  const standing = standingOf(provider);
  if (!standing) return null;
  const tone = licenceTone(standing);
  const Icon = ICONS[tone];
  return (
    <Badge variant={tone} data-licence-status={standing}>
      <Icon aria-hidden="true" />
      {t(LABEL_KEYS[standing])}
    </Badge>
  );
}
