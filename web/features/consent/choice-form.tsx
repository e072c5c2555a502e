import type { ConsentChoice } from "#schema/consent";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

const CHOICES = [
  ["rejected", "consent.reject"],
  ["accepted", "consent.accept"],
] as const;

/**
 * Reject and Accept as the buttons of a plain form: without JavaScript it posts the choice, and the
 * server stores it and sends the browser back to this page; once the page's code runs, whether or
 * not this block's has come, the post is sent in place, without a reload (consent-in-place.ts).
 * `returnTo` is the page's address; `current`, where given, marks the choice in force as pressed.
 */
export function ChoiceForm({
  returnTo,
  buttonClassName,
  current,
}: {
  returnTo: string;
  buttonClassName?: string;
  current?: ConsentChoice | "unset";
}) {
  const { t } = useT();
  return (
    <form method="post" action="/api/consent" className="flex gap-2">
      <input type="hidden" name="returnTo" value={returnTo} />
      {CHOICES.map(([choice, label]) => (
        <Button
          key={choice}
          type="submit"
          name="choice"
          value={choice}
          variant="outline"
          className={buttonClassName}
          aria-pressed={current && current === choice}
        >
          {t(label)}
        </Button>
      ))}
    </form>
  );
}
