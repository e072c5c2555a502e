import { useQuery } from "@tanstack/react-query";
import { Building2Icon } from "#web/components/icons";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { useT } from "#web/i18n/use-t";
import { companyQuery } from "../api";

/**
 * Company: the provider a representative answers for, or the invitation waiting for the user's
 * address. Shown only to those two; everyone else sees nothing.
 */
export function CompanyCard() {
  const { t } = useT();
  const { data: company } = useQuery(companyQuery);
  if (!company) return null;
  return (
    <Card role="region" aria-labelledby="profile-company-title">
      <CardHeader>
        <CardTitle id="profile-company-title" className="flex items-center gap-2">
          <Building2Icon className="size-5 text-primary" aria-hidden="true" />
          {t("profile.company.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p>
          {t(company.status === "active" ? "profile.company.active" : "profile.company.invited", {
            brand: company.brand,
          })}
        </p>
      </CardContent>
    </Card>
  );
}
