import { useQuery } from "@tanstack/react-query";
import { CreditCardIcon } from "#web/components/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import type { SavedPaymentMethod } from "#schema/api/payment-method";
import { paymentMethodQuery } from "../api";
import { PAYMENT_FIELDS } from "../payment-fields";
import { paymentMethodLabel } from "../payment-method-label";
import { PaymentMethodForm } from "./payment-method-form";

/** The saved payout method (masked by the server) and the form that replaces it. */
export function PaymentMethodCard() {
  const { t } = useT();
  const { data, isPending, isError } = useQuery(paymentMethodQuery);
  return (
    <Card role="region" aria-labelledby="profile-payment-title">
      <CardHeader>
        <CardTitle id="profile-payment-title">{t("payment.title")}</CardTitle>
        <CardDescription>{t("payment.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("common.load_error")}
          </p>
        ) : data ? (
          <CurrentMethod saved={data} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("payment.none")}</p>
        )}
        <PaymentMethodForm hasSaved={!!data} />
      </CardContent>
    </Card>
  );
}

function CurrentMethod({ saved }: { saved: SavedPaymentMethod }) {
  const { t, locale } = useT();
  const shown = PAYMENT_FIELDS[saved.method].filter(({ name }) => saved.details[name]);
  return (
    <div className="rounded-lg border bg-muted/40 p-4">
      <p className="flex items-center gap-2 font-medium">
        <CreditCardIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {t("payment.current", { method: paymentMethodLabel(t, saved.method) })}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {shown.map(({ name, labelKey }) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">{t(labelKey)}</dt>
            <dd dir="ltr" className="font-mono break-all rtl:text-end">
              {saved.details[name]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        {t("payment.updated_on", { date: formatDate(locale, saved.updatedAt) })}
      </p>
    </div>
  );
}
