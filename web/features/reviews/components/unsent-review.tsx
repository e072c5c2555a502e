import { useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";
import { useT } from "#web/i18n/use-t";

/**
 * A review that can never be sent (its author has reviewed the provider already, e.g. one written
 * signed out before signing in as them): said so, with its text read-only where it can be copied,
 * and kept until the author dismisses it.
 */
export function UnsentReview({
  brand,
  text,
  onDismiss,
}: {
  brand: string;
  text: string;
  onDismiss: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard access (permissions, an older browser): the text is selected for copying by hand.
      textarea.current?.select();
    }
  };
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/50 p-3">
      <p id={`${id}-why`}>{t("provider.review_form.unsent", { brand })}</p>
      <Textarea
        ref={textarea}
        readOnly
        dir="auto"
        rows={5}
        value={text}
        aria-label={t("provider.review_form.unsent_label")}
        aria-describedby={`${id}-why`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? t("provider.review_form.copied") : t("provider.review_form.copy")}
        </Button>
        <Button type="button" variant="outline" onClick={onDismiss}>
          {t("provider.review_form.dismiss")}
        </Button>
      </div>
    </div>
  );
}
