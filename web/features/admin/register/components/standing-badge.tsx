import type { RegisterCheck } from "#schema/enums";
import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";

/** Where a provider stands in the regulator's register: only 'confirmed' lets the site promote it. */
export function StandingBadge({ standing }: { standing: RegisterCheck | null }) {
  const { t } = useT();
  return (
    <Badge variant={standing === "confirmed" ? "success" : standing === null ? "outline" : "destructive"}>
      {t(`admin.register.standing.${standing ?? "none"}`)}
    </Badge>
  );
}
