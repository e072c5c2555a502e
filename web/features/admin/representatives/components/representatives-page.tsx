import { useQuery } from "@tanstack/react-query";
import { useId, useRef } from "react";
import type { AdminRepresentative } from "#schema/api/representatives";
import { isLocale } from "#schema/locales";
import { LocaleOptions } from "#web/components/locale-options";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Skeleton } from "#web/components/ui/skeleton";
import { cell, DataTable } from "#web/features/admin/components/data-table";
import { ProviderSelect } from "#web/features/admin/components/provider-select";
import { QueryView } from "#web/features/admin/components/query-view";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { representativesQuery, useInviteRepresentative, useRevokeRepresentative } from "../api";

/** Representatives (admins only): invite a person to answer for a provider, see who does, revoke. */
export function RepresentativesPage() {
  const { t } = useT();
  const query = useQuery(representativesQuery);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.representatives")}</h1>
        <p className="text-muted-foreground">{t("admin.representatives.description")}</p>
      </header>
      <InviteForm />
      <QueryView
        query={query}
        failed={t("admin.representatives.fetch_failed")}
        loadingClassName="space-y-2"
        loading={Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.representatives.none")}</p>
          ) : (
            <RepresentativesTable rows={rows} />
          )
        }
      </QueryView>
    </div>
  );
}

function InviteForm() {
  const { t, locale } = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const invite = useInviteRepresentative(() => form.current?.reset());
  return (
    <form
      ref={form}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const mailLocale = String(data.get("locale"));
        invite.mutate({
          providerId: String(data.get("providerId")),
          email: String(data.get("email")),
          locale: isLocale(mailLocale) ? mailLocale : locale,
        });
      }}
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-provider`} className="text-sm font-medium">
          {t("admin.representatives.provider")}
        </label>
        <ProviderSelect
          id={`${id}-provider`}
          name="providerId"
          required
          emptyOption={t("admin.representatives.choose_provider")}
          emptyOptionDisabled
          defaultValue=""
          className="block"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t("admin.representatives.email")}
        </label>
        <Input id={`${id}-email`} name="email" type="email" required maxLength={255} dir="ltr" />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-locale`} className="text-sm font-medium">
          {t("admin.representatives.mail_language")}
        </label>
        {/* The invitee's language, which the admin's own need not be. */}
        <NativeSelect id={`${id}-locale`} name="locale" defaultValue={locale} className="block">
          <LocaleOptions />
        </NativeSelect>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {t("admin.representatives.invite")}
      </Button>
    </form>
  );
}

function RepresentativesTable({ rows }: { rows: AdminRepresentative[] }) {
  const { t } = useT();
  const headers = [
    t("admin.representatives.provider"),
    t("admin.representatives.email"),
    t("admin.representatives.status"),
    t("admin.representatives.dates"),
    t("admin.representatives.actions"),
  ];
  return (
    <DataTable caption={t("admin.nav.representatives")} captionHidden head={headers}>
      {rows.map((row) => (
        <RepresentativeRow key={row.id} row={row} />
      ))}
    </DataTable>
  );
}

function RepresentativeRow({ row }: { row: AdminRepresentative }) {
  const { t, locale } = useT();
  const revoke = useRevokeRepresentative();
  const dates = [
    ["admin.representatives.invited_on", row.invitedAt],
    ["admin.representatives.accepted_on", row.acceptedAt],
    ["admin.representatives.revoked_on", row.revokedAt],
  ] as const;
  return (
    <tr>
      <td className={cell}>{row.brand}</td>
      <td className={`${cell} break-all`} dir="ltr">
        {row.email}
      </td>
      <td className={cell}>
        <Badge variant={row.status === "active" ? "success" : "secondary"}>
          {t(`admin.representatives.status.${row.status}`)}
        </Badge>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {dates.map(
          ([key, date]) => date && <div key={key}>{t(key, { date: formatDate(locale, date) })}</div>,
        )}
      </td>
      <td className={cell}>
        {row.status !== "revoked" && (
          <Button
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            aria-label={t("admin.representatives.revoke_label", { email: row.email })}
            onClick={() => revoke.mutate(row.id)}
          >
            {t("admin.representatives.revoke")}
          </Button>
        )}
      </td>
    </tr>
  );
}
