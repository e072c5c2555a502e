import { redirect } from "@tanstack/react-router";
import type { Permission } from "#schema/api/permissions";
import type { RouterContext } from "#web/router-context";
import { ensureMe } from "#web/features/auth/api";
import { navItemsFor } from "./nav-items";

/**
 * A back-office page's `beforeLoad`: a user whose role does not open it goes to the first screen
 * it does open (or the home page). Convenience only: the API refuses their calls anyway.
 */
export const pageGuard =
  (...permissions: Permission[]) =>
  async ({ context }: { context: RouterContext }) => {
    const held = (await ensureMe(context)).user?.permissions ?? [];
    if (permissions.some((permission) => held.includes(permission))) return;
    const first = navItemsFor(held)[0];
    if (first) throw redirect({ to: first.to });
    throw redirect({ to: "/{-$locale}", params: { locale: undefined } });
  };
