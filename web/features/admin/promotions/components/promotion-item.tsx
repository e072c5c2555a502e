import { useState } from "react";
import type { AdminPromotion } from "#schema/api/admin-promotions";
import { LOCALE_NATIVE_NAMES } from "#schema/locales";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { DeleteWithConfirm, EditButton } from "#web/features/admin/components/row-actions";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useDeletePromotion } from "../api";

/**
 * One promotion in the list: English title, bonus type, an Inactive tag, body, start and
 * end dates, priority; its provider and languages beside them. Editors edit and delete; a
 * translator opens the languages.
 */
export function PromotionItem({
  promotion,
  canEdit,
  onEdit,
}: {
  promotion: AdminPromotion;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePromotion(promotion.id, () => setConfirming(false));
  const title = promotion.title ?? t("admin.promotions.no_title");
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle lang={promotion.title ? "en" : undefined} dir="auto">
            {title}
          </CardTitle>
          <Badge variant="secondary">{t(`admin.promotions.bonus_type.${promotion.bonusType}`)}</Badge>
          {!promotion.active && <Badge variant="outline">{t("admin.promotions.inactive")}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {promotion.providerBrand ?? t("admin.promotions.no_provider")}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {promotion.body && (
          <p lang="en" dir="auto" className="line-clamp-3 whitespace-pre-line">
            {promotion.body}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t("admin.promotions.start_date")}:</dt>
            <dd>
              {promotion.startAt ? (
                <time dateTime={promotion.startAt}>{formatDate(locale, promotion.startAt)}</time>
              ) : (
                t("admin.promotions.no_date")
              )}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t("admin.promotions.end_date")}:</dt>
            <dd>
              {promotion.endAt ? (
                <time dateTime={promotion.endAt}>{formatDate(locale, promotion.endAt)}</time>
              ) : (
                t("admin.promotions.no_date")
              )}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t("admin.promotions.priority")}:</dt>
            <dd>{formatNumber(locale, promotion.priority)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t("admin.locale_tabs.languages")}:</dt>
            <dd>
              {promotion.locales.length
                ? promotion.locales.map((l) => LOCALE_NATIVE_NAMES[l]).join(", ")
                : t("admin.promotions.no_languages")}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditButton onClick={onEdit} translate={!canEdit} name={title} />
        {canEdit && (
          <DeleteWithConfirm
            name={title}
            disabled={remove.isPending}
            confirming={confirming}
            onConfirmingChange={setConfirming}
            title={t("admin.promotions.delete_title")}
            description={t("admin.promotions.delete_confirm")}
            showDeleting
            busy={remove.isPending}
            onConfirm={() => remove.mutate(undefined)}
          />
        )}
      </CardFooter>
    </Card>
  );
}
