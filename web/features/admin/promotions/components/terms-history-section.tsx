import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { TermsHistoryList } from "#web/features/promotions/components/terms-history-list";
import { useT } from "#web/i18n/use-t";
import { promotionTermsHistoryQuery } from "../api";

/** The edit screen's history of the promotion's terms: what the public history shows, and who made each change. */
export function TermsHistorySection({ promotionId }: { promotionId: string }) {
  const { t } = useT();
  const history = useQuery(promotionTermsHistoryQuery(promotionId));
  return (
    <section aria-labelledby="promotion-terms-history" className="space-y-2 text-sm">
      <h3 id="promotion-terms-history" className="text-base font-semibold">
        {t("admin.promotions.history.title")}
      </h3>
      <p className="text-muted-foreground">{t("admin.promotions.history.hint")}</p>
      <QueryView
        query={history}
        failed={t("admin.promotions.history.failed")}
        loading={<Skeleton className="h-12" />}
      >
        {(changes) =>
          changes.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.promotions.history.empty")}</p>
          ) : (
            <TermsHistoryList
              history={changes}
              by={(change) =>
                t("admin.promotions.history.by", {
                  name: change.actorName ?? t("admin.promotions.history.deleted_account"),
                })
              }
            />
          )
        }
      </QueryView>
    </section>
  );
}
