import type { ReactNode } from "react";
import type { PrizeAward } from "#schema/api/contest";
import type { PrizeStatus } from "#schema/enums";
import { CreditCardIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatEuro, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { PAYMENT_FIELDS } from "#web/features/profile/payment-fields";
import { paymentMethodLabel } from "#web/features/profile/payment-method-label";
import { formatMonth } from "#schema/cyprus-time";
import { formatDateTime } from "../format";
import { PrizeMailStatus } from "./prize-mail-status";
import { PrizeStatusForm } from "./prize-status-form";

const PRIZE_STATUS_BADGE = {
  pending: "secondary",
  processing: "default",
  paid: "success",
  failed: "destructive",
} as const satisfies Record<PrizeStatus, string>;

/** One award as the person paying it needs it: who, for what, how much, where to, its status and its mail. */
export function PrizeCard({ award }: { award: PrizeAward }) {
  const { t, locale } = useT();
  const { user, leaderboard } = award;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            {user.deleted
              ? t("admin.prizes.deleted_account")
              : (user.username ?? user.email ?? user.id.slice(0, 8))}
          </CardTitle>
          <Badge variant={PRIZE_STATUS_BADGE[award.status]}>{t(`admin.prizes.status.${award.status}`)}</Badge>
          <span className="ms-auto text-xl font-semibold tabular-nums">
            {formatEuro(locale, award.amount)}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <dl className="grid content-start gap-x-4 gap-y-1 text-sm grid-cols-[auto_1fr]">
          <Row label={t("admin.prizes.username")}>{user.username ?? <NotGiven />}</Row>
          <Row label={t("admin.prizes.email")}>
            {user.email ? <span dir="ltr">{user.email}</span> : <NotGiven />}
          </Row>
          <Row label={t("admin.prizes.name")}>{fullName || <NotGiven />}</Row>
          <Row label={t("admin.prizes.month")}>{formatMonth(locale, leaderboard.month)}</Row>
          <Row label={t("admin.prizes.rank")}>{formatNumber(locale, leaderboard.rank)}</Row>
          <Row label={t("admin.prizes.reviews")}>{formatNumber(locale, leaderboard.reviewCount)}</Row>
          <Row label={t("admin.prizes.created")}>
            <time dateTime={award.createdAt}>{formatDateTime(locale, award.createdAt)}</time>
          </Row>
          <Row label={t("admin.prizes.paid_at")}>
            {award.paidAt ? (
              <time dateTime={award.paidAt}>{formatDateTime(locale, award.paidAt)}</time>
            ) : (
              <span className="text-muted-foreground">{t("admin.prizes.not_paid")}</span>
            )}
          </Row>
        </dl>
        <PaymentDetails method={award.paymentMethod} erased={user.deleted} />
        <PrizeMailStatus award={award} />
      </CardContent>
      <CardFooter>
        <PrizeStatusForm award={award} />
      </CardFooter>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NotGiven() {
  const { t } = useT();
  return <span className="text-muted-foreground">{t("admin.prizes.not_given")}</span>;
}

/**
 * The payout method as it was when the prize was awarded, every detail labelled, in clear; for a
 * deleted account, that its details were erased with it.
 */
function PaymentDetails({ method, erased }: { method: PrizeAward["paymentMethod"]; erased: boolean }) {
  const { t } = useT();
  const known = PAYMENT_FIELDS[method.method];
  const knownNames = new Set<string>(known.map(({ name }) => name));
  const rows = [
    ...known
      .filter(({ name }) => method.details[name])
      .map(({ name, labelKey, ltr }) => ({ name, label: t(labelKey), ltr: ltr ?? false })),
    // A detail the form no longer asks for still shows, under its own name.
    ...Object.keys(method.details)
      .filter((name) => !knownNames.has(name))
      .map((name) => ({ name, label: name, ltr: true })),
  ];
  return (
    <div className="self-start rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <CreditCardIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {t("admin.prizes.payment_method", { method: paymentMethodLabel(t, method.method) })}
      </p>
      {erased && <p className="mt-3 text-muted-foreground">{t("admin.prizes.details_erased")}</p>}
      <dl className="mt-3 grid gap-x-4 gap-y-1 grid-cols-[auto_1fr]">
        {rows.map(({ name, label, ltr }) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd dir={ltr ? "ltr" : "auto"} className="font-mono wrap-anywhere rtl:text-end">
              {method.details[name]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
