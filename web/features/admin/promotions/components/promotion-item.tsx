import { lazy, Suspense, useState } from "react";
import type { AdminPromotion } from "#schema/api/admin-promotions";
import { LOCALE_NATIVE_NAMES } from "#schema/locales";
import { LanguagesIcon, PencilIcon, Trash2Icon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useDeletePromotion } from "../api";

// The confirmation's code (Radix Dialog) arrives when an admin first asks to delete.
const ConfirmDialog = lazy(() =>
  import("#web/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * One promotion in the list (spec §2): English title, bonus type, an Inactive tag, body, start and
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
        <Button size="sm" variant="outline" onClick={onEdit}>
          {canEdit ? <PencilIcon aria-hidden="true" /> : <LanguagesIcon aria-hidden="true" />}
          {canEdit ? t("admin.action.edit") : t("admin.action.translate")}
          <span className="sr-only">: {title}</span>
        </Button>
        {canEdit && (
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            <Trash2Icon aria-hidden="true" />
            {t("admin.action.delete")}
            <span className="sr-only">: {title}</span>
          </Button>
        )}
      </CardFooter>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            onOpenChange={setConfirming}
            title={t("admin.promotions.delete_title")}
            description={t("admin.promotions.delete_confirm")}
            cancelLabel={t("admin.action.cancel")}
            confirmLabel={t("admin.action.delete")}
            busyLabel={t("admin.action.deleting")}
            destructive
            busy={remove.isPending}
            onConfirm={() => remove.mutate(undefined)}
          />
        </Suspense>
      )}
    </Card>
  );
}
