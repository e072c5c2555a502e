import { Link } from "@tanstack/react-router";
import { LogInIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { useMe } from "../api";
import { fullName } from "../display-name";
import { useLoginHref } from "../use-login-href";
import { UserAvatar } from "./user-avatar";

/** Header corner: the avatar leading to /profile, or a sign-in link (text hidden on phones). */
export function HeaderAccountButton() {
  const { t } = useT();
  const { user, isPending } = useMe();
  const href = useLoginHref();
  if (isPending) return <Skeleton round="full" className="mx-0.5 size-7 sm:size-8" />;
  if (!user) {
    return (
      <Button asChild variant="ghost" size="compact">
        <a href={href}>
          <LogInIcon className="rtl:-scale-x-100" aria-hidden="true" />
          <span className="max-sm:sr-only">{t("auth.sign_in")}</span>
        </a>
      </Button>
    );
  }
  const name = fullName(user) ?? t("auth.anonymous");
  return (
    <Link
      to="/profile"
      title={name}
      className="mx-0.5 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {/* 28 px on phones: the header keeps room for the whole product name. */}
      <UserAvatar user={user} className="size-7 text-[11px] sm:size-8 sm:text-xs" />
      {/* Named by text, not aria-label: the initials shown are decorative, not part of the name. */}
      <span className="sr-only">{t("auth.account.profile_of", { name })}</span>
    </Link>
  );
}
