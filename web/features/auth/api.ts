import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserRole } from "../../../schema/enums";
import { apiGet } from "../../lib/api-client";

/** The signed-in user as GET /api/me shows it. */
export type CurrentUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  emailVerified: boolean;
  emailVerifiedAt: string | null;
};

export type Me = { authenticated: boolean; user: CurrentUser | null };

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
