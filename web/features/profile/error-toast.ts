import { toast } from "#web/components/ui/toast-store";
import { apiErrorMessage } from "#web/lib/api-client";
import { translateMessage } from "./messages";

/**
 * The toast of a failed profile call (spec §8): its title, then the server's message in the
 * visitor's language, or "Please try again later" when the server gave none.
 */
export function showErrorToast(t: (key: string) => string, title: string, error: unknown) {
  const message = apiErrorMessage(error);
  toast({
    variant: "destructive",
    title,
    description: message ? translateMessage(t, message) : t("common.try_again_later"),
  });
}
