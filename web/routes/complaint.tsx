import { useQuery } from "@tanstack/react-query";
import { createRoute, notFound } from "@tanstack/react-router";
import type { ComplaintCase } from "#schema/api/complaints";
import { formatEuro } from "#schema/euro";
import { providerPagePath } from "#schema/public-pages";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { complaintQuery } from "#web/features/complaints/api";
import { formatDate } from "#web/i18n/format";
import { loadStrings } from "#web/i18n/load-strings";
import { translate } from "#web/i18n/translate";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import type { PageLoad } from "#web/lib/page-loader";
import { publicName } from "#web/lib/public-name";
import { pageHead } from "#web/lib/seo";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

/**
 * /complaints/{id}: a case as the visitor may see it. The public sees a forwarded case by the
 * player's public name, its timeline and the thread's visible messages; its player, the company's
 * representative and mediators also get the thread's form (an island). An unforwarded case is a 404
 * to everyone else.
 */
export const complaintRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "complaints/$complaintId",
  ...documentRoute,
  loader: ({ context, location, params }) =>
    loadComplaintPage({ context, pathname: location.pathname }, params.complaintId),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ComplaintPage,
});

function ComplaintPage() {
  const { t, locale } = useT();
  const { complaintId } = complaintRoute.useParams();
  const { data: shown } = useQuery(complaintQuery(complaintId, locale));
  if (!shown) return null;
  const { viewer } = shown;
  const partyLabel = (party: ComplaintCase["messages"][number]["party"]) =>
    t(`complaint.party.${party}`, { brand: shown.provider.brand });
  return (
    <article className="mx-auto max-w-3xl space-y-6" data-testid="complaint-case">
      <header className="space-y-2">
        {shown.provider.slug && (
          <a href={`/${locale}${providerPagePath(shown.provider.slug)}`} className="text-sm underline">
            {t("complaint.back", { brand: shown.provider.brand })}
          </a>
        )}
        <h1 className="text-3xl font-bold tracking-tight">
          {t("complaint.case.title", { brand: shown.provider.brand })}
        </h1>
        <p className="text-muted-foreground">
          {t("complaint.case.filed_by", {
            name: shown.player ? publicName(t, shown.player) : t("complaint.case.anonymous"),
            date: formatDate(locale, shown.createdAt),
          })}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t("complaint.case.status")}</dt>
          <dd data-testid="complaint-status">{t(`complaint.status.${shown.status}`)}</dd>
          <dt className="font-medium">{t("complaint.case.category")}</dt>
          <dd>{t(`complaint.category.${shown.category}`)}</dd>
        </dl>
        {!shown.forwardedAt && <p className="text-sm">{t("complaint.case.not_public")}</p>}
        {viewer.amountCents !== null && (
          <p className="text-sm">
            {t("complaint.case.amount", {
              amount: formatEuro(locale, viewer.amountCents / 100, { cents: true }),
            })}
          </p>
        )}
      </header>
      <section aria-labelledby="complaint-description" className="space-y-2">
        <h2 id="complaint-description" className="text-xl font-semibold">
          {t("complaint.field.description")}
        </h2>
        <p className="whitespace-pre-line">{shown.description}</p>
        <h2 className="text-xl font-semibold">{t("complaint.case.desired_outcome")}</h2>
        <p className="whitespace-pre-line">{shown.desiredOutcome}</p>
      </section>
      {shown.conclusion && (
        <Card role="region" aria-labelledby="complaint-conclusion">
          <CardHeader>
            <CardTitle id="complaint-conclusion">{t("complaint.case.conclusion")}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line" data-testid="complaint-conclusion">
              {shown.conclusion}
            </p>
          </CardContent>
        </Card>
      )}
      <section aria-labelledby="complaint-thread" className="space-y-3">
        <h2 id="complaint-thread" className="text-xl font-semibold">
          {t("complaint.case.thread")}
        </h2>
        {shown.messages.length === 0 && (
          <p className="text-muted-foreground">{t("complaint.case.no_messages")}</p>
        )}
        <ol className="space-y-3">
          {shown.messages.map((message) => (
            <li key={message.id} className="rounded-md border p-3" data-testid="complaint-message">
              <p className="text-sm font-medium">
                {partyLabel(message.party)} · {formatDate(locale, message.createdAt)}
              </p>
              {message.body === null ? (
                <p className="italic text-muted-foreground">
                  {t("complaint.message.hidden", { reason: message.hiddenReason ?? "" })}
                </p>
              ) : (
                <p className="whitespace-pre-line">{message.body}</p>
              )}
            </li>
          ))}
        </ol>
        {(viewer.mayWrite || viewer.mayWithdraw) && (
          <Island
            name="complaint-thread"
            trigger="visible"
            props={{ complaintId: shown.id, mayWrite: viewer.mayWrite, mayWithdraw: viewer.mayWithdraw }}
            laterStrings={["complaint.", "complaints.", "validation.", "rate_limit.", "auth."]}
          />
        )}
      </section>
      <section aria-labelledby="complaint-timeline" className="space-y-2">
        <h2 id="complaint-timeline" className="text-xl font-semibold">
          {t("complaint.case.timeline")}
        </h2>
        <ol className="space-y-1 text-sm">
          {shown.events.map((event, index) => (
            <li key={index}>
              {formatDate(locale, event.createdAt)}: {t(`complaint.status.${event.toStatus}`)} ·{" "}
              {partyLabel(event.party)}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

async function loadComplaintPage(page: PageLoad, id: string) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const [strings, shown] = await Promise.all([
    loadStrings(page.context),
    queryClient.ensureQueryData(
      withServerRead(complaintQuery(id, locale), async () => {
        const found = await reads.complaint(id, locale);
        if (!found) throw notFound();
        return found;
      }),
    ),
  ]);
  const vars = { brand: shown.provider.brand };
  const meta = {
    title: translate(strings, "complaint.case.title", vars),
    description: translate(strings, "complaint.meta.description", vars),
  };
  return { head: pageHead(meta, page) };
}
