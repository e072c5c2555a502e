import { queryOptions } from "@tanstack/react-query";
import type {
  AdminOnboardingStep,
  OnboardingProvider,
  OnboardingStepCreate,
  OnboardingStepUpdate,
} from "#schema/api/admin-onboarding";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { useAdminMutation } from "../use-admin-mutation";

const ONBOARDING_KEY = ["admin", "onboarding"] as const;

/** Every provider (inactive ones too) with its step count, for the provider choice. */
export const onboardingProvidersQuery = () =>
  queryOptions({
    queryKey: [...ONBOARDING_KEY, "providers"],
    queryFn: () => apiGet<OnboardingProvider[]>("/api/admin/onboarding/providers"),
  });

/** One provider's steps in order, each with its texts in every language. */
export const providerStepsQuery = (providerId: string) =>
  queryOptions({
    queryKey: [...ONBOARDING_KEY, "steps", providerId],
    queryFn: () =>
      apiGet<AdminOnboardingStep[]>(`/api/admin/providers/${encodeURIComponent(providerId)}/onboarding`),
  });

const stepPath = (id: string) => `/api/admin/onboarding-steps/${encodeURIComponent(id)}`;

/** What a save sends: a new step (with its provider) or an existing step's id and fields. */
export type StepSave =
  { kind: "create"; body: OnboardingStepCreate } | { kind: "update"; id: string; body: OnboardingStepUpdate };

/** The step lists and the provider choice (its step counts) are read again after every write. */
const invalidate = [ONBOARDING_KEY, ["provider"]];

/** Add or edit a step: 'Success', or 'Error' with the server's message. */
export function useSaveStep(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: (save: StepSave) =>
      save.kind === "create"
        ? apiSend<AdminOnboardingStep>("POST", "/api/admin/onboarding-steps", save.body)
        : apiSend<AdminOnboardingStep>("PATCH", stepPath(save.id), save.body),
    successKey: "admin.onboarding.success",
    failureKey: "admin.onboarding.error",
    invalidate,
    onSuccess: onSaved,
  });
}

export function useDeleteStep(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => apiSend<void>("DELETE", stepPath(id)),
    successKey: "admin.onboarding.success",
    failureKey: "admin.onboarding.error",
    invalidate,
    onSuccess: onDeleted,
  });
}
