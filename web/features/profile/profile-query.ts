import { queryOptions } from "@tanstack/react-query";
import type { Profile } from "#schema/api/profile";
import { apiGet } from "#web/lib/api-client";

/**
 * The signed-in user's profile. A module of its own: every page's verification notice reads it,
 * so it comes with every page, and the profile's other reads need not.
 */
export const profileQuery = queryOptions({
  queryKey: ["user", "profile"],
  queryFn: () => apiGet<Profile>("/api/user/profile"),
});
