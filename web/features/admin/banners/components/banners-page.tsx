import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminBanner } from "#schema/api/admin-banners";
import { PlusIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { useT } from "#web/i18n/use-t";
import { adminBannersQuery } from "../api";
import { BannerDialog } from "./banner-dialog";
import { BannerItem } from "./banner-item";

/** Admin Banners: every banner, inactive ones too; add, edit and delete (admins and editors). */
export function BannersPage() {
  const { t } = useT();
  const query = useQuery(adminBannersQuery);
  // Which dialog is open: a new banner (null), or an existing one's.
  const [editing, setEditing] = useState<{ banner: AdminBanner | null } | null>(null);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.banners.title")}</h1>
          <p className="text-muted-foreground">{t("admin.banners.description")}</p>
        </div>
        <Button aria-haspopup="dialog" onClick={() => setEditing({ banner: null })}>
          <PlusIcon aria-hidden="true" />
          {t("admin.banners.add")}
        </Button>
      </header>
      <QueryView
        query={query}
        failed={t("admin.banners.fetch_failed")}
        loadingClassName="space-y-4"
        loading={
          <>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} round="xl" className="h-32" />
            ))}
          </>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.banners.empty")}</p>
          ) : (
            <section aria-labelledby="banners-list-heading" className="space-y-3">
              <h2 id="banners-list-heading" className="text-lg font-semibold">
                {t("admin.banners.all", { total: data.length })}
              </h2>
              <ul className="space-y-4">
                {data.map((banner) => (
                  <li key={banner.id}>
                    <BannerItem banner={banner} onEdit={() => setEditing({ banner })} />
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </QueryView>
      {editing && <BannerDialog banner={editing.banner} onClose={() => setEditing(null)} />}
    </div>
  );
}
