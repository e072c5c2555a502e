import { queryOptions } from "@tanstack/react-query";
import type { AdminRepresentative } from "#schema/api/representatives";
import type { Locale } from "#schema/locales";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { useAdminMutation } from "../use-admin-mutation";

const REPRESENTATIVES_KEY = ["admin", "representatives"] as const;

/** Every invitation and representative, by provider, newest first. */
export const representativesQuery = queryOptions({
  queryKey: REPRESENTATIVES_KEY,
  queryFn: () => apiGet<AdminRepresentative[]>("/api/admin/representatives"),
});

/** Invites an address to answer for a provider; the server mails the invitation. */
export const useInviteRepresentative = (onSuccess: () => void) =>
  useAdminMutation({
    mutationFn: (input: { providerId: string; email: string; locale: Locale }) =>
      apiSend<AdminRepresentative>("POST", "/api/admin/representatives", input),
    successKey: "admin.representatives.invited",
    failureKey: "admin.representatives.invite_failed",
    invalidate: [REPRESENTATIVES_KEY],
    onSuccess,
  });

/** Ends an invitation or a representation at once. */
export const useRevokeRepresentative = () =>
  useAdminMutation({
    mutationFn: (id: string) =>
      apiSend<void>("POST", `/api/admin/representatives/${encodeURIComponent(id)}/revoke`, {}),
    successKey: "admin.representatives.revoked",
    failureKey: "admin.representatives.revoke_failed",
    invalidate: [REPRESENTATIVES_KEY],
  });
