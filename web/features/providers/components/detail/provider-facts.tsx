import type { ProviderDetail } from "#schema/api/providers";
import { FileTextIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { isLicensed, licensedSite } from "#web/features/providers/licence";
import { PaymentName } from "#web/features/providers/components/payment-name";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { LicenceStatusBadge } from "./licence-status-badge";

type Props = { provider: ProviderDetail };

/** The licence as the authority issued it, when it was last checked, and the licensed .com.cy site. */
export function LicenceCard({ provider }: Props) {
  const { t } = useT();
  const confirmed = isLicensed(provider);
  const site = licensedSite(provider);
  // The sites the regulator's register lists for a confirmed licence; else the .com.cy rule.
  const registeredSites = confirmed ? (provider.licensedDomains ?? []) : [];
  const rows = [
    ["providers.license_id", provider.licenseId],
    ["provider.licence.status", provider.licenseStatus && <LicenceStatusBadge provider={provider} />],
    ["provider.licence.class", confirmed && provider.licenseClass],
    ["provider.licence.legal_name", provider.companyLegalName],
    ["provider.licence.registration_no", provider.companyRegistrationNo],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("provider.licence.title")}</CardTitle>
      </CardHeader>
      <CardContent className="@container space-y-3 text-sm">
        {/*
          Label beside value where the card is wide, above it where it is narrow (the page's side
          column). A licence number or a domain is one long word: it breaks anywhere rather than leave the card.
        */}
        <dl className="grid gap-x-3 gap-y-1 @sm:grid-cols-[auto_1fr]">
          {rows.map(
            ([key, value]) =>
              value && (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{t(key)}</dt>
                  <dd className="font-medium wrap-anywhere">{value}</dd>
                </div>
              ),
          )}
          {/* A dl holds either dt/dd groups in divs or bare dt and dd, never both: this row is a div too. */}
          <div className="contents">
            <dt className="text-muted-foreground">
              {t(registeredSites.length > 0 ? "provider.licence.domains" : "provider.licence.site")}
            </dt>
            <dd className="font-medium wrap-anywhere">
              {registeredSites.length > 0 ? (
                <ul>
                  {registeredSites.map((domain) => (
                    <li key={domain}>{domain}</li>
                  ))}
                </ul>
              ) : site ? (
                <a href={site} target="_blank" rel="noopener" className="underline underline-offset-4">
                  {provider.domain}
                </a>
              ) : (
                t("provider.licence.site_unconfirmed")
              )}
            </dd>
          </div>
        </dl>
        <RegisterCheck provider={provider} />
        {provider.licenseCertificateUrl && (
          <a
            href={provider.licenseCertificateUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
          >
            <FileTextIcon className="size-4" aria-hidden="true" />
            {t("provider.licence.certificate")}
            <span className="sr-only">({t("a11y.opens_new_tab")})</span>
          </a>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * What the regulator's latest imported register says of the provider, on the day of that import:
 * confirmed, or why the site does not link to it; or that no import has named it yet.
 */
function RegisterCheck({ provider }: Props) {
  const { t, locale } = useT();
  const { registerCheck, licenseVerifiedOn } = provider;
  const date = licenseVerifiedOn ? formatDate(locale, licenseVerifiedOn) : null;
  const text =
    !registerCheck || !date
      ? t("provider.licence.register.unchecked")
      : registerCheck === "confirmed"
        ? t("provider.licence.verified_on", { date })
        : t(`provider.licence.register.${registerCheck}`, { date });
  return (
    <p
      className={
        registerCheck && registerCheck !== "confirmed"
          ? "font-medium text-destructive"
          : "text-muted-foreground"
      }
    >
      {text}
    </p>
  );
}

export function PaymentsCard({ payments }: { payments: string[] }) {
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("provider.payments.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {payments.map((payment) => (
            <li key={payment}>
              <Badge variant="outline">
                <PaymentName stored={payment} />
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
