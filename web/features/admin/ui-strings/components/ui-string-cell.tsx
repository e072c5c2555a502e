import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { UiStringRow } from "#schema/api/ui-strings";
import { LOCALE_NATIVE_NAMES, textDirection, type Locale } from "#schema/locales";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { useSaveUiString } from "../api";
import { isMissing } from "../filter-strings";

/**
 * One language's text of a key. A button shows it (or 'Missing', highlighted); activating it opens
 * an editor where Enter saves, Shift+Enter adds a line and Escape cancels, and focus comes back to
 * the button afterwards.
 */
export function UiStringCell({ row, locale }: { row: UiStringRow; locale: Locale }) {
  const { t } = useT();
  const save = useSaveUiString();
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const hintId = useId();
  const text = row[locale];
  const missing = isMissing(text);
  const names = { key: row.key, language: LOCALE_NATIVE_NAMES[locale] };

  useEffect(() => {
    if (draft === null && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [draft]);

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
  };
  const submit = () => {
    if (draft === null) return;
    if (draft === (text ?? "")) return close();
    save.mutate({ key: row.key, texts: { [locale]: draft } }, { onSuccess: close });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  if (draft !== null) {
    return (
      <td className="min-w-56 p-1 align-top">
        <Textarea
          autoFocus
          rows={3}
          value={draft}
          lang={locale}
          dir={textDirection(locale)}
          aria-label={t("admin.ui_strings.editor_label", names)}
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
            {t("admin.ui_strings.save")}
          </Button>
          <Button size="sm" variant="outline" disabled={save.isPending} onClick={close}>
            {t("admin.ui_strings.cancel")}
          </Button>
        </div>
      </td>
    );
  }
  return (
    <td className={cn("p-0 align-top", missing && "bg-destructive/10")}>
      <button
        ref={button}
        type="button"
        onClick={() => setDraft(text ?? "")}
        className="block min-h-9 w-full px-2 py-1.5 text-start text-sm break-words whitespace-pre-line hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {missing ? (
          <span className="font-medium text-destructive">{t("admin.ui_strings.missing")}</span>
        ) : (
          <span lang={locale} dir={textDirection(locale)}>
            {text}
          </span>
        )}
        {/* The name starts with the visible text (WCAG 2.5.3), then says what the button does. */}
        <span className="sr-only">, {t("admin.ui_strings.edit_cell", names)}</span>
      </button>
    </td>
  );
}
