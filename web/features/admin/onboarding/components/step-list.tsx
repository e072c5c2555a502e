import { useState } from "react";
import type { AdminOnboardingStep } from "#schema/api/admin-onboarding";
import { API_DEFAULT_LOCALE, LOCALE_NATIVE_NAMES, LOCALES, textDirection } from "#schema/locales";
import { ExternalLinkIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { DeleteWithConfirm, EditButton } from "#web/features/admin/components/row-actions";
import { useT } from "#web/i18n/use-t";
import { useDeleteStep } from "../api";

/** A provider's steps in order: the English title first, then every language's. */
export function StepList({
  steps,
  onEdit,
}: {
  steps: AdminOnboardingStep[];
  onEdit: (step: AdminOnboardingStep) => void;
}) {
  return (
    <ol className="space-y-4">
      {steps.map((step) => (
        <li key={step.id}>
          <StepCard step={step} onEdit={() => onEdit(step)} />
        </li>
      ))}
    </ol>
  );
}

function StepCard({ step, onEdit }: { step: AdminOnboardingStep; onEdit: () => void }) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStep(() => setConfirming(false));
  const number = step.stepNumber;
  const title = step.translations[API_DEFAULT_LOCALE]?.title ?? t("admin.onboarding.no_title");
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            {t("admin.onboarding.step", { number })}: {title}
          </CardTitle>
          {!step.active && <Badge variant="secondary">{t("admin.onboarding.inactive")}</Badge>}
          <div className="ms-auto flex gap-2">
            <EditButton onClick={onEdit} iconOnly label={t("admin.onboarding.edit", { number })} />
            <DeleteWithConfirm
              iconOnly
              label={t("admin.onboarding.delete", { number })}
              confirming={confirming}
              onConfirmingChange={setConfirming}
              title={t("admin.onboarding.delete_title")}
              description={t("admin.onboarding.delete_confirm", { number, title })}
              busy={remove.isPending}
              onConfirm={() => remove.mutate(step.id)}
            />
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {LOCALES.map((locale) => (
            <div key={locale} className="contents">
              <dt className="text-muted-foreground" lang={locale}>
                {LOCALE_NATIVE_NAMES[locale]}
              </dt>
              <dd>
                {step.translations[locale] ? (
                  <span lang={locale} dir={textDirection(locale)}>
                    {step.translations[locale].title}
                  </span>
                ) : (
                  <span className="text-destructive">{t("admin.onboarding.no_title")}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {step.screenshotUrl && (
          <a
            href={step.screenshotUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
          >
            {t("admin.onboarding.screenshot_link")}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </CardContent>
    </Card>
  );
}
