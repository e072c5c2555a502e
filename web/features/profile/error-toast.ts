import { toast } from "#web/components/ui/toast-store";
import { apiErrorMessage, translateMessage, type Translator } from "./messages";

/**
 * The toast of a failed call: its title, then the server's message in the visitor's
 * language, or `fallback` ("Please try again later" unless given) when the server gave none.
 */
export function showErrorToast(
  i18n: Translator,
  title: string,
  error: unknown,
  fallback = i18n.t("common.try_again_later"),
) {
  const message = apiErrorMessage(error);
  toast({
    variant: "destructive",
    title,
    description: message ? translateMessage(i18n, message) : fallback,
  });
}
