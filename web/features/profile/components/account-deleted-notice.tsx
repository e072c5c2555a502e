import { useEffect } from "react";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { ACCOUNT_DELETED_PARAM } from "../account-deleted";

/**
 * The home page's notice after the visitor deleted their account (an island, only on that visit):
 * it says so once, then drops the parameter from the address, so a reload or a shared link says
 * nothing more.
 */
export default function AccountDeletedNotice() {
  const { t } = useT();
  useEffect(() => {
    toast({ title: t("account.deleted_notice.title"), description: t("account.deleted_notice.description") });
    const url = new URL(window.location.href);
    url.searchParams.delete(ACCOUNT_DELETED_PARAM);
    window.history.replaceState(window.history.state, "", url);
  }, [t]);
  return null;
}
