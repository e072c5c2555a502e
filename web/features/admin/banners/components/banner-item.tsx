import { useState } from "react";
import type { AdminBanner } from "#schema/api/admin-banners";
import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { DeleteWithConfirm, EditButton } from "#web/features/admin/components/row-actions";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useDeleteBanner } from "../api";
import { pageLabelKey } from "../banner-form";

/** One banner in the list: name, placement, Inactive tag, English text, pages, days, cap, languages. */
export function BannerItem({ banner, onEdit }: { banner: AdminBanner; onEdit: () => void }) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBanner(banner.id, () => setConfirming(false));
  const { pages, startDate, endDate } = banner.rule;
  const dayText = (day: string | null) =>
    day ? formatDate(locale, `${day}T12:00:00Z`) : t("admin.banners.no_date");
  const facts: [string, string][] = [
    [t("admin.banners.field.pages"), pages.map((page) => t(pageLabelKey(page))).join(", ")],
    [t("admin.banners.start_date"), dayText(startDate)],
    [t("admin.banners.end_date"), dayText(endDate)],
    [
      t("admin.banners.frequency_cap"),
      banner.frequencyCap === 0
        ? t("admin.banners.uncapped")
        : t("admin.banners.views_cap", { cap: banner.frequencyCap }),
    ],
    [
      t("admin.locale_tabs.languages"),
      LOCALES.filter((l) => banner.translations[l])
        .map((l) => LOCALE_NATIVE_NAMES[l])
        .join(", "),
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle dir="auto">{banner.name}</CardTitle>
          <Badge variant="secondary">{t(`admin.banners.placement.${banner.placement}`)}</Badge>
          {!banner.active && <Badge variant="outline">{t("admin.banners.inactive")}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <p lang="en" dir="auto" className="line-clamp-3 whitespace-pre-line">
          {banner.translations.en?.content}
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex gap-1">
              <dt className="text-muted-foreground">{term}:</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditButton onClick={onEdit} name={banner.name} />
        <DeleteWithConfirm
          name={banner.name}
          disabled={remove.isPending}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          title={t("admin.banners.delete_title")}
          description={t("admin.banners.delete_confirm", { name: banner.name })}
          showDeleting
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
        />
      </CardFooter>
    </Card>
  );
}
