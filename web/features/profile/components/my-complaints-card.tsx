import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { complaintPath, myComplaintsQuery } from "#web/features/complaints/api";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

/** My complaints: each case the player filed, with where it stands, linking to its page. */
export function MyComplaintsCard() {
  const { t, locale } = useT();
  const { data: complaints, isError } = useQuery(myComplaintsQuery);
  return (
    <Card id="my-complaints" role="region" aria-labelledby="my-complaints-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="my-complaints-title">{t("complaint.mine.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert">{t("complaint.failed")}</p>
        ) : complaints?.length === 0 ? (
          <p className="text-muted-foreground">{t("complaint.mine.empty")}</p>
        ) : (
          <ul className="divide-y">
            {complaints?.map((complaint) => (
              <li key={complaint.id} className="py-2">
                <a href={complaintPath(locale, complaint.id)} className="font-medium underline">
                  {complaint.providerBrand}
                </a>{" "}
                · {t(`complaint.category.${complaint.category}`)} ·{" "}
                {t(`complaint.status.${complaint.status}`)} · {formatDate(locale, complaint.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
