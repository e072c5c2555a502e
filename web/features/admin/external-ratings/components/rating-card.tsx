import { useState } from "react";
import type { AdminExternalRating } from "#schema/api/admin-external-ratings";
import { ExternalLinkIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { DeleteWithConfirm, EditButton } from "#web/features/admin/components/row-actions";
import { formatDateTime } from "#web/features/admin/prizes/format";
import { sourceName } from "#web/features/providers/rating-sources";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useDeleteExternalRating } from "../api";

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * One external rating: provider, source badge, the score on its scale ("4.4 / 5"), review count, a link
 * to the source and when it was last updated; edit and delete (with confirmation).
 */
export function RatingCard({ rating, onEdit }: { rating: AdminExternalRating; onEdit: () => void }) {
  const { t, tp, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteExternalRating(rating.id, () => setConfirming(false));
  const source = sourceName(rating.source, t("admin.ratings.source.other"));
  const named = `${rating.providerBrand} – ${source}`;
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{rating.providerBrand}</CardTitle>
          <Badge variant="secondary">{source}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-3xl font-bold tabular-nums">
          {t("admin.ratings.score", {
            rating: formatNumber(locale, rating.rating, ONE_DECIMAL),
            scale: rating.scale,
          })}
        </p>
        <p className="text-sm text-muted-foreground">{tp("provider.reviews_count", rating.reviewCount)}</p>
        {rating.url && (
          <a
            href={rating.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
          >
            {t("admin.ratings.view_source")}
            <ExternalLinkIcon className="size-3 rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">
              : {named} ({t("a11y.opens_new_tab")})
            </span>
          </a>
        )}
        <p className="text-xs text-muted-foreground">
          {rating.lastSyncedAt ? (
            <>
              {t("admin.ratings.last_updated")}{" "}
              <time dateTime={rating.lastSyncedAt}>{formatDateTime(locale, rating.lastSyncedAt)}</time>
            </>
          ) : (
            t("admin.ratings.never_updated")
          )}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditButton onClick={onEdit} name={named} />
        <DeleteWithConfirm
          name={named}
          disabled={remove.isPending}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          title={t("admin.ratings.delete_title")}
          description={t("admin.ratings.delete_confirm", { provider: rating.providerBrand, source })}
          showDeleting
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
        />
      </CardFooter>
    </Card>
  );
}
