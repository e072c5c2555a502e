import { useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { PGSI_ANSWERS, PGSI_QUESTIONS, pgsiBand } from "./pgsi";

/**
 * The nine questions and their score, worked out here and shown on the page: the answers are never
 * sent or stored. There is no <form>, so nothing can submit them, with or without JavaScript; the
 * radios are left to the browser (what was ticked before the island woke counts), and the score is
 * read from them when the visitor asks for it.
 */
export default function SelfCheck() {
  const { t } = useT();
  const id = useId();
  const questions = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<{ score: number } | "unanswered">();

  const score = () => {
    const checked = [...(questions.current?.querySelectorAll<HTMLInputElement>("input:checked") ?? [])];
    setResult(
      checked.length < PGSI_QUESTIONS.length
        ? "unanswered"
        : { score: checked.reduce((sum, input) => sum + Number(input.value), 0) },
    );
  };

  return (
    <div className="space-y-6">
      <div ref={questions} className="space-y-4">
        {PGSI_QUESTIONS.map((question) => (
          <fieldset key={question} className="space-y-2 rounded-lg border p-4">
            <legend className="px-1 font-medium">
              {question}. {t(`self_check.question.${question}`)}
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {PGSI_ANSWERS.map((answer) => (
                <label key={answer} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-q${question}`} value={answer} />
                  {t(`self_check.answer.${answer}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="button" onClick={score}>
        {t("self_check.score")}
      </Button>
      <div role="status" className="space-y-1">
        {result === "unanswered" && <p>{t("self_check.unanswered")}</p>}
        {result !== undefined && result !== "unanswered" && (
          <>
            <p className="text-lg font-semibold">{t("self_check.result", { score: result.score })}</p>
            <p>{t(`self_check.band.${pgsiBand(result.score)}`)}</p>
          </>
        )}
      </div>
    </div>
  );
}
