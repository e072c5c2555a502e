import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

/** A read that failed, said in the visitor's language, with a way to try again. */
export function FetchError({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      <p>{t(messageKey)}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t("leaderboard.retry")}
      </Button>
    </div>
  );
}
