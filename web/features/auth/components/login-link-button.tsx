import { LogInIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { useLoginHref } from "../use-login-href";

/**
 * The primary 'Log in' button to `href` (see login-href.ts). A full page load, not a route:
 * /api/login redirects to the identity provider, which sends the visitor back. Without the router
 * (in an island), the page gives the address.
 */
export function LoginLink({ href, labelKey = "menu.account.login" }: { href: string; labelKey?: string }) {
  const { t } = useT();
  return (
    <Button asChild>
      <a href={href}>
        <LogInIcon className="rtl:-scale-x-100" aria-hidden="true" />
        {t(labelKey)}
      </a>
    </Button>
  );
}

/** The 'Log in' button that comes back to the page the router shows now. */
export function LoginLinkButton({ labelKey }: { labelKey?: string }) {
  return <LoginLink href={useLoginHref()} labelKey={labelKey} />;
}
