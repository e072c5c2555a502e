import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminExternalRating } from "#schema/api/admin-external-ratings";
import { PlusIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { useT } from "#web/i18n/use-t";
import { adminExternalRatingsQuery } from "../api";
import { RatingCard } from "./rating-card";
import { RatingDialog } from "./rating-dialog";

/** External Ratings: a card per rating, add/edit in a dialog, delete with confirmation. */
export function ExternalRatingsPage() {
  const { t } = useT();
  const query = useQuery(adminExternalRatingsQuery);
  const [editing, setEditing] = useState<{ rating: AdminExternalRating | null } | null>(null);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.ratings.title")}</h1>
          <p className="text-muted-foreground">{t("admin.ratings.description")}</p>
        </div>
        <Button aria-haspopup="dialog" onClick={() => setEditing({ rating: null })}>
          <PlusIcon aria-hidden="true" />
          {t("admin.ratings.add")}
        </Button>
      </header>
      <QueryView
        query={query}
        failed={t("admin.ratings.fetch_failed")}
        loadingClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        loading={
          <>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} round="xl" className="h-48" />
            ))}
          </>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.ratings.empty")}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.map((rating) => (
                <li key={rating.id} className="grid">
                  <RatingCard rating={rating} onEdit={() => setEditing({ rating })} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {editing && <RatingDialog rating={editing.rating} onClose={() => setEditing(null)} />}
    </div>
  );
}
