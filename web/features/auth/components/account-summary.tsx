import { Link } from "@tanstack/react-router";
import { LayoutDashboardIcon, LogOutIcon, UserIcon, UserRoundCogIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import type { CurrentUser } from "#schema/api/user";
import { useMe } from "../api";
import { fullName } from "../display-name";
import { UserAvatar } from "./user-avatar";
import { LoginLinkButton } from "./login-link-button";
import { LogoutForm } from "./logout-form";

/** The menu page's account card body: who is signed in and where to go, or a way to log in. */
export function AccountSummary() {
  const { user, isPending } = useMe();
  if (isPending) return <AccountSkeleton />;
  return user ? <SignedIn user={user} /> : <SignedOut />;
}

function SignedIn({ user }: { user: CurrentUser }) {
  const { t } = useT();
  const name = fullName(user);
  const isAdmin = user.role === "admin";
  const isStaff = user.permissions.length > 0;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="size-12 text-base" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {name ?? <span className="text-muted-foreground italic">{t("auth.anonymous")}</span>}
            {isAdmin && <Badge>{t("auth.role.admin")}</Badge>}
          </p>
          {user.email && (
            <p dir="ltr" className="truncate text-sm text-muted-foreground rtl:text-end">
              {user.email}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <Link to="/profile">
            <UserRoundCogIcon aria-hidden="true" />
            {t("auth.account.profile")}
          </Link>
        </Button>
        {isStaff && (
          <Button asChild variant="outline">
            {/* A plain link: the back office's routes load with its first page (web/route-tree.ts). */}
            <a href="/admin">
              <LayoutDashboardIcon aria-hidden="true" />
              {t("auth.account.admin")}
            </a>
          </Button>
        )}
        <LogoutForm>
          <Button type="submit" variant="ghost">
            <LogOutIcon className="rtl:-scale-x-100" aria-hidden="true" />
            {t("auth.account.logout")}
          </Button>
        </LogoutForm>
      </div>
    </div>
  );
}

function SignedOut() {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-muted"
        aria-hidden="true"
      >
        <UserIcon className="size-6 text-muted-foreground" />
      </span>
      <p className="flex-1 text-sm text-muted-foreground">{t("menu.account.signed_out")}</p>
      <LoginLinkButton />
    </div>
  );
}

function AccountSkeleton() {
  const { t } = useT();
  return (
    <div role="status" className="flex items-center gap-4">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton round="full" className="size-12" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-3 w-56 max-w-full" />
      </div>
    </div>
  );
}
