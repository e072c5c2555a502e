import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";

/**
 * A provider that pays for its position says so wherever it is ranked (EU Omnibus Directive:
 * paid placement in rankings must be disclosed). Plain text, so a screen reader reads it as it is.
 */
export function SponsoredBadge({ sponsored, className }: { sponsored: boolean; className?: string }) {
  const { t } = useT();
  if (!sponsored) return null;
  return (
    <Badge variant="outline" className={className}>
      {t("providers.badge.sponsored")}
    </Badge>
  );
}
