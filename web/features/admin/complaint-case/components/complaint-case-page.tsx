import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { COMPLAINT_OUTCOMES, isClosed, mayMove } from "#schema/complaint-status";
import { formatEuro } from "#schema/euro";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { publicName } from "#web/lib/public-name";
import { adminComplaintQuery, useComplaintStep } from "../api";

/**
 * A complaint in the back office: everything about it (the amount, the player's and the
 * representatives' e-mails, hidden messages), and the mediator's steps as the status rule allows
 * them: accept or hand over, write, hide a message with a reason, close with an outcome.
 */
export function ComplaintCasePage({ id }: { id: string }) {
  const { t, locale } = useT();
  const ids = useId();
  const { data: shown, isPending, isError } = useQuery(adminComplaintQuery(id));
  const step = useComplaintStep(id);
  const [message, setMessage] = useState("");
  const [outcome, setOutcome] = useState<string>("resolved");
  const [conclusion, setConclusion] = useState("");
  if (isPending) return <p role="status">…</p>;
  if (isError || !shown) return <p role="alert">{t("complaint.failed")}</p>;
  const base = `/api/admin/complaints/${encodeURIComponent(id)}`;
  const run = (path: string, body: unknown = {}, done?: () => void) =>
    step.mutate({ path, body }, { onSuccess: () => done?.() });
  const live = !isClosed(shown.status);
  const handOver = (status: "awaiting_company" | "awaiting_player") => () =>
    run(`${base}/status`, { status });
  const write = (event: FormEvent) => {
    event.preventDefault();
    run(`/api/complaints/${encodeURIComponent(id)}/messages`, { body: message }, () => setMessage(""));
  };
  const close = (event: FormEvent) => {
    event.preventDefault();
    run(`${base}/close`, { outcome, conclusion }, () => setConclusion(""));
  };
  return (
    <div className="space-y-6" data-testid="admin-complaint-case">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">
          {t("admin.complaint_case.title")}: {shown.provider.brand}
        </h1>
        <p data-testid="admin-complaint-status">{t(`complaint.status.${shown.status}`)}</p>
        <a href={`/${locale}/complaints/${encodeURIComponent(id)}`} className="text-sm underline">
          {t("admin.complaint_case.public_page")}
        </a>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t("complaint.case.category")}</dt>
        <dd>{t(`complaint.category.${shown.category}`)}</dd>
        <dt className="font-medium">{t("admin.complaint_case.amount")}</dt>
        <dd>
          {shown.amountCents === null
            ? t("admin.complaint_case.none")
            : formatEuro(locale, shown.amountCents / 100, { cents: true })}
        </dd>
        <dt className="font-medium">{t("complaint.party.player")}</dt>
        {/* A username (up to 100 characters) or an address has no space to break at. */}
        <dd className="wrap-anywhere">
          {shown.player ? publicName(t, shown.player) : t("complaint.case.anonymous")}
        </dd>
        <dt className="font-medium">{t("admin.complaint_case.player_email")}</dt>
        <dd className="wrap-anywhere">{shown.playerAccount?.email ?? t("admin.complaint_case.none")}</dd>
        <dt className="font-medium">{t("admin.complaint_case.locale")}</dt>
        <dd>{shown.locale}</dd>
        <dt className="font-medium">{t("admin.complaint_case.representatives")}</dt>
        <dd>{shown.representatives.map((r) => r.email).join(", ") || t("admin.complaint_case.none")}</dd>
      </dl>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t("complaint.field.description")}</h2>
        <p className="whitespace-pre-line">{shown.description}</p>
        <h2 className="text-lg font-semibold">{t("complaint.case.desired_outcome")}</h2>
        <p className="whitespace-pre-line">{shown.desiredOutcome}</p>
        {shown.conclusion && (
          <>
            <h2 className="text-lg font-semibold">{t("complaint.case.conclusion")}</h2>
            <p className="whitespace-pre-line">{shown.conclusion}</p>
          </>
        )}
      </section>
      {live && (
        <Card>
          <CardHeader>
            <CardTitle>{t("admin.complaint_case.steps")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-2">
              {mayMove("staff", shown.status, "awaiting_company") && (
                <Button type="button" disabled={step.isPending} onClick={handOver("awaiting_company")}>
                  {shown.forwardedAt
                    ? t("admin.complaint_case.to_company")
                    : t("admin.complaint_case.accept")}
                </Button>
              )}
              {mayMove("staff", shown.status, "awaiting_player") && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={step.isPending}
                  onClick={handOver("awaiting_player")}
                >
                  {t("admin.complaint_case.to_player")}
                </Button>
              )}
            </div>
            <form onSubmit={close} className="grid gap-2">
              <label htmlFor={`${ids}-outcome`} className="text-sm font-medium">
                {t("admin.complaint_case.outcome")}
              </label>
              <NativeSelect
                id={`${ids}-outcome`}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value)}
              >
                {COMPLAINT_OUTCOMES.map((value) => (
                  <option key={value} value={value}>
                    {t(`complaint.status.${value}`)}
                  </option>
                ))}
              </NativeSelect>
              <label htmlFor={`${ids}-conclusion`} className="text-sm font-medium">
                {t("admin.complaint_case.conclusion")}
              </label>
              <Textarea
                id={`${ids}-conclusion`}
                rows={3}
                required
                value={conclusion}
                onChange={(e) => setConclusion(e.target.value)}
              />
              <div>
                <Button type="submit" disabled={step.isPending}>
                  {t("admin.complaint_case.close")}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      )}
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("complaint.case.thread")}</h2>
        <ol className="space-y-3">
          {shown.messages.map((m) => (
            <li key={m.id} className="space-y-2 rounded-md border p-3" data-testid="admin-complaint-message">
              <p className="text-sm font-medium">
                {t(`complaint.party.${m.party}`, { brand: shown.provider.brand })} · {m.authorEmail ?? "∅"} ·{" "}
                {formatDate(locale, m.createdAt)}
              </p>
              <p className="whitespace-pre-line">{m.body}</p>
              {m.hiddenAt ? (
                <p className="text-sm italic">
                  {t("admin.complaint_case.hidden", { reason: m.hiddenReason ?? "" })}
                </p>
              ) : (
                <HideMessage
                  onHide={(reason) => run(`${base}/messages/${encodeURIComponent(m.id)}/hide`, { reason })}
                />
              )}
            </li>
          ))}
        </ol>
        {live && (
          <form onSubmit={write} className="grid gap-2">
            <label htmlFor={`${ids}-message`} className="text-sm font-medium">
              {t("admin.complaint_case.write")}
            </label>
            <Textarea
              id={`${ids}-message`}
              rows={3}
              required
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <div>
              <Button type="submit" disabled={step.isPending}>
                {t("admin.complaint_case.send")}
              </Button>
            </div>
          </form>
        )}
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t("complaint.case.timeline")}</h2>
        <ol className="space-y-1 text-sm">
          {shown.events.map((event, index) => (
            <li key={index}>
              {formatDate(locale, event.createdAt)}: {t(`complaint.status.${event.toStatus}`)} ·{" "}
              {t(`complaint.party.${event.party}`, { brand: shown.provider.brand })}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A message's hide control: the reason, then Hide. */
function HideMessage({ onHide }: { onHide: (reason: string) => void }) {
  const { t } = useT();
  const ids = useId();
  const [reason, setReason] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onHide(reason);
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${ids}-reason`} className="text-xs">
          {t("admin.complaint_case.hide_reason")}
        </label>
        <Input id={`${ids}-reason`} required value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit" size="sm" variant="outline">
        {t("admin.complaint_case.hide")}
      </Button>
    </form>
  );
}
