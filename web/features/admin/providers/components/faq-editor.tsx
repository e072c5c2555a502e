import { useId, useState } from "react";
import type { FaqEntry } from "#schema/api/admin-providers";
import { PencilIcon, PlusIcon, Trash2Icon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { useT } from "#web/i18n/use-t";

type Draft = { index: number | null; question: string; answer: string };

/**
 * A language's FAQ: question and answer pairs added, edited and deleted
 * one at a time; an entry is saved only when both are non-blank after trimming.
 */
export function FaqEditor({
  value,
  onChange,
}: {
  value: FaqEntry[];
  onChange: (entries: FaqEntry[]) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const complete = !!draft && draft.question.trim() !== "" && draft.answer.trim() !== "";

  const save = () => {
    if (!draft || !complete) return;
    const entry = { question: draft.question.trim(), answer: draft.answer.trim() };
    onChange(draft.index === null ? [...value, entry] : value.map((e, i) => (i === draft.index ? entry : e)));
    setDraft(null);
  };

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-medium">{t("admin.providers.faq.title")}</h3>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("admin.providers.faq.empty")}</p>
      ) : (
        <ol className="grid gap-2">
          {value.map((entry, index) => (
            <li key={index} className="flex items-start gap-2 rounded-md border p-3">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">{entry.question}</p>
                <p className="text-sm whitespace-pre-line text-muted-foreground">{entry.answer}</p>
              </div>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t("admin.providers.faq.edit", { question: entry.question })}
                onClick={() => setDraft({ index, ...entry })}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t("admin.providers.faq.delete", { question: entry.question })}
                onClick={() => {
                  onChange(value.filter((_, i) => i !== index));
                  if (draft?.index === index) setDraft(null);
                }}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {draft ? (
        <div className="grid gap-3 rounded-md border border-dashed p-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-question`} className="text-sm font-medium">
              {t("admin.providers.faq.question")}
            </label>
            <Input
              id={`${id}-question`}
              dir="auto"
              value={draft.question}
              onChange={(event) => setDraft({ ...draft, question: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-answer`} className="text-sm font-medium">
              {t("admin.providers.faq.answer")}
            </label>
            <Textarea
              id={`${id}-answer`}
              dir="auto"
              rows={6}
              value={draft.answer}
              onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
            />
          </div>
          <div className="flex gap-2">
            <Button type="button" size="sm" disabled={!complete} onClick={save}>
              {t("admin.providers.faq.save")}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
              {t("admin.action.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => setDraft({ index: null, question: "", answer: "" })}
        >
          <PlusIcon aria-hidden="true" />
          {t("admin.providers.faq.add")}
        </Button>
      )}
    </div>
  );
}
