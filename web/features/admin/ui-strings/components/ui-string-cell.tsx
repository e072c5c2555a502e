import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { UiStringRow } from "#schema/api/ui-strings";
import { LOCALE_NATIVE_NAMES, textDirection, type Locale } from "#schema/locales";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";
import type { Vars } from "#web/i18n/translate";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { useSaveUiString } from "../api";
import { isMissing } from "../filter-strings";

type Translate = (key: string, vars?: Vars) => string;

/**
 * One language's text of a key. A button shows it (or 'Missing', highlighted); activating it opens
 * an editor where Enter saves, Shift+Enter adds a line and Escape cancels, and focus comes back to
 * the button afterwards. Cheap while idle (no queries of its own): a table draws hundreds of them.
 */
export const UiStringCell = memo(function UiStringCell({
  row,
  locale,
  t,
}: {
  row: UiStringRow;
  locale: Locale;
  t: Translate;
}) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const text = row[locale];
  const missing = isMissing(text);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (editing) {
    return (
      <td className="min-w-56 p-1 align-top">
        <CellEditor
          row={row}
          locale={locale}
          onClose={() => {
            returnFocus.current = true;
            setEditing(false);
          }}
        />
      </td>
    );
  }
  return (
    <td className={cn("p-0 align-top", missing && "bg-destructive/10")}>
      <button
        ref={button}
        type="button"
        onClick={() => setEditing(true)}
        className="block min-h-9 w-full px-2 py-1.5 text-start text-sm whitespace-pre-line hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {missing ? (
          <span className="font-medium text-destructive">{t("admin.ui_strings.missing")}</span>
        ) : (
          <span lang={locale} dir={textDirection(locale)}>
            {text}
          </span>
        )}
        {/* The name starts with the visible text (WCAG 2.5.3), then says what the button does. */}
        <span className="sr-only">
          , {t("admin.ui_strings.edit_cell", { key: row.key, language: LOCALE_NATIVE_NAMES[locale] })}
        </span>
      </button>
    </td>
  );
});

function CellEditor({ row, locale, onClose }: { row: UiStringRow; locale: Locale; onClose: () => void }) {
  const { t } = useT();
  const save = useSaveUiString();
  const text = row[locale] ?? "";
  const [draft, setDraft] = useState(text);
  const hintId = useId();

  const submit = () => {
    if (draft === text) return onClose();
    save.mutate({ key: row.key, texts: { [locale]: draft } }, { onSuccess: onClose });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <Textarea
        autoFocus
        rows={3}
        value={draft}
        lang={locale}
        dir={textDirection(locale)}
        aria-label={t("admin.ui_strings.editor_label", {
          key: row.key,
          language: LOCALE_NATIVE_NAMES[locale],
        })}
        aria-describedby={hintId}
        disabled={save.isPending}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="mt-1 text-xs text-muted-foreground">
        {t("admin.ui_strings.editor_hint")}
      </p>
      <div className="mt-1 flex gap-1">
        <Button size="sm" disabled={save.isPending} onClick={submit}>
          {t("admin.action.save")}
        </Button>
        <Button size="sm" variant="outline" disabled={save.isPending} onClick={onClose}>
          {t("admin.action.cancel")}
        </Button>
      </div>
    </>
  );
}
