import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "#schema/api/user";
import { apiGet } from "#web/lib/api-client";

const SIGNED_OUT: Me = { authenticated: false, user: null };

/** Who is signed in. Any failure counts as signed out, so a page never breaks over it. */
export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async ({ client }): Promise<Me> => {
    try {
      const me = await apiGet<Me>(client, "/api/me");
      return me.authenticated && me.user ? me : SIGNED_OUT;
    } catch {
      return SIGNED_OUT;
    }
  },
});

/** The current user, or null when signed out; `isPending` until the first answer. */
export function useMe() {
  const { data, isPending } = useQuery(meQuery);
  return { user: data?.user ?? null, isPending };
}
