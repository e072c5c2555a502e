import { isConsentChoice } from "#schema/consent";
import { useT } from "#web/i18n/use-t";
import { ChoiceForm } from "./choice-form";
import { useConsentCookieFrom } from "./use-consent-cookie";

/**
 * The menu's cookie control: the choice in force and both answers, the current one pressed; an
 * island, following each choice stored (here, in the banner, in another tab). `served` is the
 * cookie's value the page was served with (a value that is not ours is no choice), `returnTo` the
 * page's address.
 */
export default function CookieSettings({
  served,
  returnTo,
}: {
  served: string | undefined;
  returnTo: string;
}) {
  const { t } = useT();
  const cookie = useConsentCookieFrom(served);
  const consent = isConsentChoice(cookie) ? cookie : undefined;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        {t(`menu.cookies.status.${consent ?? "unset"}`)}
      </p>
      <ChoiceForm returnTo={returnTo} current={consent ?? "unset"} />
    </div>
  );
}
