import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { AdminOnboardingStep } from "#schema/api/admin-onboarding";
import { PlusIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryError, QueryView } from "#web/features/admin/components/query-view";
import { useT } from "#web/i18n/use-t";
import { onboardingProvidersQuery, providerStepsQuery } from "../api";
import { StepList } from "./step-list";

// The form (react-hook-form, the schema's resolver) arrives when an admin first adds or edits.
const StepDialog = lazy(() => import("./step-dialog").then((m) => ({ default: m.StepDialog })));

/** What the dialog is open for: a new step, or one to edit. */
type Editing = { step?: AdminOnboardingStep } | null;

/** Onboarding: choose a provider, then list, add, edit and delete its steps. */
export function OnboardingPage({
  providerId,
  onProviderChange,
}: {
  providerId: string | undefined;
  onProviderChange: (providerId: string | undefined) => void;
}) {
  const { t } = useT();
  const providers = useQuery(onboardingProvidersQuery());
  const steps = useQuery({ ...providerStepsQuery(providerId ?? ""), enabled: !!providerId });
  const [editing, setEditing] = useState<Editing>(null);
  const provider = providers.data?.find((p) => p.id === providerId);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.onboarding.title")}</h1>
        <p className="text-muted-foreground">{t("admin.onboarding.description")}</p>
      </header>
      {providers.isError ? (
        <QueryError query={providers} failed={t("admin.onboarding.providers_failed")} />
      ) : (
        <div className="grid max-w-md gap-1.5">
          <label htmlFor="onboarding-provider" className="text-sm font-medium">
            {t("admin.field.provider")}
          </label>
          <NativeSelect
            id="onboarding-provider"
            value={providerId ?? ""}
            disabled={providers.isPending}
            onChange={(event) => onProviderChange(event.target.value || undefined)}
          >
            <option value="">{t("admin.onboarding.choose_provider")}</option>
            {providers.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {t(
                  p.active ? "admin.onboarding.provider_option" : "admin.onboarding.provider_option_inactive",
                  {
                    brand: p.brand,
                    count: p.stepCount,
                  },
                )}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {!providerId ? (
        <p className="text-muted-foreground">{t("admin.onboarding.choose_first")}</p>
      ) : (
        <section aria-labelledby="onboarding-steps-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="onboarding-steps-heading" className="text-xl font-semibold">
              {t("admin.onboarding.steps_of", { brand: provider?.brand ?? "…" })}
            </h2>
            <Button aria-haspopup="dialog" disabled={!steps.data} onClick={() => setEditing({})}>
              <PlusIcon aria-hidden="true" />
              {t("admin.onboarding.add")}
            </Button>
          </div>
          <QueryView
            query={steps}
            failed={t("admin.onboarding.fetch_failed")}
            loadingClassName="space-y-3"
            loading={Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} round="xl" className="h-24" />
            ))}
          >
            {(data) =>
              data.length === 0 ? (
                <p className="text-muted-foreground">{t("admin.onboarding.empty")}</p>
              ) : (
                <StepList steps={data} onEdit={(step) => setEditing({ step })} />
              )
            }
          </QueryView>
        </section>
      )}
      {editing && providerId && (
        <Suspense fallback={null}>
          <StepDialog
            providerId={providerId}
            step={editing.step}
            nextNumber={(steps.data?.length ?? 0) + 1}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
