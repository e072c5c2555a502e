import { LogInIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { useLoginHref } from "../use-login-href";

/**
 * The primary 'Log in' button. A full page load, not a route: /api/login redirects to the identity
 * provider, which sends the visitor back to this page.
 */
export function LoginLinkButton({
  labelKey = "menu.account.login",
  returnHash,
}: {
  labelKey?: string;
  returnHash?: string;
}) {
  const { t } = useT();
  const href = useLoginHref(returnHash);
  return (
    <Button asChild>
      <a href={href}>
        <LogInIcon className="rtl:-scale-x-100" aria-hidden="true" />
        {t(labelKey)}
      </a>
    </Button>
  );
}
