import { LICENSE_STATUSES } from "#schema/enums";
import { useT } from "#web/i18n/use-t";
import type { FlagFieldName, ProviderFormValues, TextFieldName } from "../provider-form";
import { CheckboxField, FormSection, SelectField, TextField } from "./form-fields";

type Spec = {
  name: TextFieldName;
  type?: "url" | "email" | "date" | "number" | "tel";
  hintKey?: string;
  rows?: number;
  ltr?: boolean;
};

const label = (name: string) => `admin.providers.field.${name}`;
const LIST_HINT = "admin.providers.hint.list";

const MAIN: Spec[] = [
  { name: "brand" },
  { name: "domain", ltr: true },
  { name: "logoUrl", type: "url" },
  { name: "licenseId", ltr: true },
  { name: "licenseFrom", type: "date" },
  { name: "licenseTo", type: "date" },
  { name: "licenseCertificateUrl", type: "url" },
  { name: "bonusLink", type: "url" },
  { name: "affiliateUrl", type: "url" },
  { name: "responsibleUrl", type: "url" },
  { name: "cashOutType" },
  { name: "priority", type: "number", hintKey: "admin.providers.hint.priority" },
];

const COMPANY: Spec[] = [
  { name: "companyLegalName" },
  { name: "companyRegistrationNo" },
  { name: "registeredAddress" },
  { name: "foundationDate", type: "date" },
];

const FINANCIAL: Spec[] = [
  { name: "payments", hintKey: "admin.providers.hint.payments" },
  { name: "minDeposit", type: "number" },
  { name: "minWithdraw", type: "number" },
  { name: "maxWithdrawal", type: "number" },
  { name: "withdrawalTime" },
  { name: "depositFeeNotes", rows: 3 },
  { name: "withdrawalFeeNotes", rows: 3 },
];

const SUPPORT: Spec[] = [
  { name: "supportEmail", type: "email" },
  { name: "supportPhone", type: "tel" },
  { name: "supportChannels", hintKey: LIST_HINT },
  { name: "supportHours" },
  { name: "supportLangs", hintKey: LIST_HINT },
  { name: "responseTimeHours", type: "number" },
  { name: "facebookUrl", type: "url" },
  { name: "twitterUrl", type: "url" },
  { name: "instagramUrl", type: "url" },
];

const STATUS_FLAGS: FlagFieldName[] = ["active", "featured", "sponsored"];
const FEATURE_FLAGS: FlagFieldName[] = [
  "liveBetting",
  "liveStreaming",
  "earlyPayout",
  "betBuilder",
  "iosApp",
  "androidApp",
  "liveChat",
  "liveChat247",
];

function Fields({ specs }: { specs: Spec[] }) {
  const { t } = useT();
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      {specs.map(({ name, type, hintKey, rows, ltr }) => (
        <TextField<ProviderFormValues>
          key={name}
          name={name}
          label={t(label(name))}
          hint={hintKey ? t(hintKey) : undefined}
          type={type}
          ltr={ltr ?? (type !== undefined && type !== "date")}
          multiline={rows}
        />
      ))}
    </div>
  );
}

function Flags({ names }: { names: FlagFieldName[] }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {names.map((name) => (
        <CheckboxField<ProviderFormValues> key={name} name={name} label={t(label(name))} />
      ))}
    </div>
  );
}

/**
 * The licence status: one of the statuses the site translates, or unknown (blank). What the
 * regulator's register says, and the day it was checked, are the register import's to set.
 */
function LicenceStatusField() {
  const { t } = useT();
  const options = [
    ["", t("admin.providers.license_status.unknown")],
    ...LICENSE_STATUSES.map((status) => [status, t(`provider.licence.status.${status}`)] as const),
  ] as const;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <SelectField<ProviderFormValues>
        name="licenseStatus"
        label={t(label("licenseStatus"))}
        options={options}
      />
      <p className="text-muted-foreground text-sm sm:self-end">{t("admin.providers.hint.register_owned")}</p>
    </div>
  );
}

/** Every section of the dialog but the translations: editors only. */
export function ProviderFields() {
  const { t } = useT();
  return (
    <>
      <FormSection title={t("admin.providers.section.main")}>
        <Fields specs={MAIN} />
        <LicenceStatusField />
        <Flags names={STATUS_FLAGS} />
        <Flags names={FEATURE_FLAGS} />
      </FormSection>
      <FormSection title={t("admin.providers.section.company")}>
        <Fields specs={COMPANY} />
      </FormSection>
      <FormSection title={t("admin.providers.section.financial")}>
        <Fields specs={FINANCIAL} />
      </FormSection>
      <FormSection title={t("admin.providers.section.support")}>
        <Fields specs={SUPPORT} />
      </FormSection>
    </>
  );
}
