import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminPromotion } from "#schema/api/admin-promotions";
import { PlusIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { useMe } from "#web/features/auth/api";
import { useT } from "#web/i18n/use-t";
import { adminPromotionsQuery } from "../api";
import { PromotionDialog } from "./promotion-dialog";
import { PromotionItem } from "./promotion-item";
import { TranslationsDialog } from "./translations-dialog";

/** Which dialog is open: a new promotion, or an existing one's. */
type Editing = { promotion: AdminPromotion | null } | null;

/**
 * Admin Promotions: every promotion, inactive ones too. Editors of promotions
 * add, edit and delete; a translator (the translations permission only) opens a promotion's
 * languages and saves them one at a time.
 */
export function PromotionsPage() {
  const { t } = useT();
  const { user } = useMe();
  const canEdit = user?.permissions.includes("promotions") ?? false;
  const query = useQuery(adminPromotionsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.promotions.title")}</h1>
          <p className="text-muted-foreground">
            {canEdit ? t("admin.promotions.description") : t("admin.promotions.description_translator")}
          </p>
        </div>
        {canEdit && (
          <Button aria-haspopup="dialog" onClick={() => setEditing({ promotion: null })}>
            <PlusIcon aria-hidden="true" />
            {t("admin.promotions.add")}
          </Button>
        )}
      </header>
      <QueryView
        query={query}
        failed={t("admin.promotions.fetch_failed")}
        loadingClassName="space-y-4"
        loading={
          <>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} round="xl" className="h-36" />
            ))}
          </>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.promotions.empty")}</p>
          ) : (
            <section aria-labelledby="promotions-list-heading" className="space-y-3">
              <h2 id="promotions-list-heading" className="text-lg font-semibold">
                {t("admin.promotions.all", { total: data.length })}
              </h2>
              <ul className="space-y-4">
                {data.map((promotion) => (
                  <li key={promotion.id}>
                    <PromotionItem
                      promotion={promotion}
                      canEdit={canEdit}
                      onEdit={() => setEditing({ promotion })}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </QueryView>
      {editing &&
        (canEdit ? (
          <PromotionDialog promotion={editing.promotion} onClose={close} />
        ) : (
          editing.promotion && <TranslationsDialog promotion={editing.promotion} onClose={close} />
        ))}
    </div>
  );
}
