import { useState, type FormEvent } from "react";
import type { PrizeAward } from "#schema/api/contest";
import { PRIZE_NOTES_MAX_LENGTH } from "#schema/prize-rules";
import { PRIZE_STATUSES, type PrizeStatus } from "#schema/enums";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";
import { useUpdatePrizeStatus } from "../api";

const TEXTAREA =
  "w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 md:text-sm";

/**
 * The award's status (any of the four, from any other) and the admin's notes, saved together. The server
 * stamps the paid time when the status becomes paid; empty notes clear them.
 */
export function PrizeStatusForm({ award }: { award: PrizeAward }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const update = useUpdatePrizeStatus(award.id);
  const [status, setStatus] = useState<PrizeStatus>(award.status);
  const [notes, setNotes] = useState(award.notes ?? "");
  const statusId = `prize-status-${award.id}`;
  const notesId = `prize-notes-${award.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ status, notes: notes.trim() ? notes : null });
  };

  return (
    <form onSubmit={submit} className="w-full">
      <fieldset
        disabled={!hydrated || update.isPending}
        className="grid items-end gap-3 sm:grid-cols-[auto_1fr_auto]"
      >
        <div className="grid gap-1.5 self-start">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t("admin.prizes.status_label")}
          </label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(e) => setStatus(e.target.value as PrizeStatus)}
          >
            {PRIZE_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.prizes.status.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={notesId} className="text-sm font-medium">
            {t("admin.prizes.notes")}
          </label>
          <textarea
            id={notesId}
            dir="auto"
            rows={2}
            maxLength={PRIZE_NOTES_MAX_LENGTH}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            aria-describedby={`${notesId}-count`}
            className={TEXTAREA}
          />
          <p id={`${notesId}-count`} className="text-xs text-muted-foreground tabular-nums">
            <span dir="ltr">{`${notes.length} / ${PRIZE_NOTES_MAX_LENGTH}`}</span>
          </p>
        </div>
        <Button type="submit" className="mb-6">
          {update.isPending ? t("common.saving") : t("admin.action.save")}
        </Button>
      </fieldset>
    </form>
  );
}
