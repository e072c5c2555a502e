import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { PageReads } from "#schema/api/page-reads";
import type { Me } from "#schema/api/user";
import { apiGet } from "#web/lib/api-client";
import { withServerRead } from "#web/lib/server-reads";

const SIGNED_OUT: Me = { authenticated: false, user: null };

/** Who is signed in. Any failure counts as signed out, so a page never breaks over it. */
export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me> => {
    try {
      const me = await apiGet<Me>("/api/me");
      return me.authenticated && me.user ? me : SIGNED_OUT;
    } catch {
      return SIGNED_OUT;
    }
  },
});

/** Who is signed in, for a loader or a guard: the server's read of its page, or /api/me in the browser. */
export const ensureMe = (context: { queryClient: QueryClient; reads?: PageReads }) =>
  context.queryClient.ensureQueryData(withServerRead(meQuery, context.reads?.me));

/** The current user, or null when signed out; `isPending` until the first answer. */
export function useMe() {
  const { data, isPending } = useQuery(meQuery);
  return { user: data?.user ?? null, isPending };
}
