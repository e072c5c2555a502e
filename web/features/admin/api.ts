import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "#web/lib/api-send";
import type { CurrentUser } from "#schema/api/user";
import { meQuery } from "../auth/api";

/**
 * POST /api/auth/make-me-admin: the server grants the role only when the signed-in e-mail is its
 * configured admin e-mail (a 403 then carries the e-mail it saw as `yourEmail`).
 */
export function useMakeMeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ message: string; user: CurrentUser }>("POST", "/api/auth/make-me-admin"),
    // The new role is read again, so the admin link and the /admin guard see it without a reload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
