import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminProvider } from "#schema/api/admin-providers";
import { PlusIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { DeleteWithConfirm, EditButton } from "#web/features/admin/components/row-actions";
import { formatEuro } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useMe } from "#web/features/auth/api";
import { ProviderLogo } from "#web/features/providers/components/provider-logo";
import { adminProvidersQuery, useDeleteProvider } from "../api";
import { ProviderDialog } from "./provider-dialog";

type Editing = { provider: AdminProvider | null } | null;

/**
 * Admin Providers: every provider with its badges and key facts, add, edit
 * and delete. A translator sees the list and edits only the language tabs.
 */
export function ProvidersPage() {
  const { t } = useT();
  const { user } = useMe();
  const canEditProvider = user?.permissions.includes("providers") ?? false;
  const query = useQuery(adminProvidersQuery);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.providers.title")}</h1>
          <p className="text-muted-foreground">{t("admin.providers.description")}</p>
        </div>
        {canEditProvider && (
          <Button aria-haspopup="dialog" onClick={() => setEditing({ provider: null })}>
            <PlusIcon aria-hidden="true" />
            {t("admin.providers.add")}
          </Button>
        )}
      </header>
      <QueryView
        query={query}
        failed={t("admin.providers.fetch_failed")}
        loadingClassName="space-y-3"
        loading={
          <>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} round="xl" className="h-20" />
            ))}
          </>
        }
      >
        {(data) => (
          <Card>
            <CardHeader>
              <CardTitle>{t("admin.providers.list_title", { count: data.length })}</CardTitle>
            </CardHeader>
            <CardContent>
              {data.length === 0 ? (
                <p className="text-muted-foreground">{t("admin.providers.empty")}</p>
              ) : (
                <ul className="divide-y">
                  {data.map((provider) => (
                    <ProviderRow
                      key={provider.id}
                      provider={provider}
                      canEditProvider={canEditProvider}
                      onEdit={() => setEditing({ provider })}
                    />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        )}
      </QueryView>
      {editing && (
        <ProviderDialog
          provider={editing.provider}
          canEditProvider={canEditProvider}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function ProviderRow({
  provider,
  canEditProvider,
  onEdit,
}: {
  provider: AdminProvider;
  canEditProvider: boolean;
  onEdit: () => void;
}) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProvider(() => setConfirming(false));
  return (
    <li className="flex flex-wrap items-center gap-4 py-3">
      <ProviderLogo brand={provider.brand} logoUrl={provider.logoUrl} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{provider.brand}</span>
          {provider.active ? (
            <Badge variant="success">{t("admin.providers.badge.active")}</Badge>
          ) : (
            <Badge variant="outline">{t("admin.providers.badge.inactive")}</Badge>
          )}
          {provider.featured && <Badge>{t("admin.providers.badge.featured")}</Badge>}
          {provider.sponsored && <Badge variant="outline">{t("admin.providers.badge.sponsored")}</Badge>}
        </p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>{t("admin.providers.field.domain")}:</dt>
            <dd dir="ltr">{provider.domain}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t("admin.providers.list.license")}:</dt>
            <dd dir="ltr">{provider.licenseId}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t("admin.providers.list.min_deposit")}:</dt>
            <dd>{provider.minDeposit === null ? "—" : formatEuro(locale, provider.minDeposit)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex gap-2">
        <EditButton
          onClick={onEdit}
          translate={!canEditProvider}
          label={t(canEditProvider ? "admin.providers.edit_named" : "admin.providers.translate_named", {
            brand: provider.brand,
          })}
        />
        {canEditProvider && (
          <DeleteWithConfirm
            label={t("admin.providers.delete_named", { brand: provider.brand })}
            confirming={confirming}
            onConfirmingChange={setConfirming}
            title={t("admin.providers.delete_title")}
            description={t("admin.providers.delete_confirm", { brand: provider.brand })}
            busy={remove.isPending}
            onConfirm={() => remove.mutate(provider.id)}
          />
        )}
      </div>
    </li>
  );
}
