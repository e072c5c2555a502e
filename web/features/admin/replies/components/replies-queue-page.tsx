import { useQuery } from "@tanstack/react-query";
import type { AdminReply } from "#schema/api/review-replies";
import { REPLIES_PAGE_SIZE } from "#schema/reply-rules";
import { CheckIcon, XIcon } from "#web/components/icons";
import { Pager } from "#web/components/pager";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { Stars } from "#web/features/providers/components/detail/stars";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { repliesQuery, useDecideReply } from "../api";

/**
 * One pending reply and the review it answers, both as plain text (React escapes them) with their
 * line breaks; Approve publishes it (and tells the review's author), Reject keeps it private.
 */
function ReplyCard({ reply }: { reply: AdminReply }) {
  const { t, locale } = useT();
  const decide = useDecideReply(reply);
  const busy = decide.isPending;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t("admin.replies.reply_of", { brand: reply.brand })}</h2>
        <p className="text-sm text-muted-foreground">
          {t("admin.replies.written", { date: formatDate(locale, reply.updatedAt) })}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <blockquote dir="auto" className="whitespace-pre-line border-s-2 border-primary ps-3">
          {reply.text}
        </blockquote>
        <section
          aria-label={t("admin.replies.review")}
          className="space-y-1 rounded-md bg-muted/50 p-3 text-sm"
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t("admin.replies.review")}</span>
            <span>{reply.review.userName ?? t("admin.reviews.anonymous")}</span>
            <Stars rating={reply.review.rating} />
            <span className="sr-only">{t("provider.reviews.rated", { rating: reply.review.rating })}</span>
          </p>
          <p dir="auto" className="whitespace-pre-line">
            {reply.review.reviewText ?? t("admin.reviews.no_text")}
          </p>
        </section>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => decide.mutate({ status: "approved" })}>
          <CheckIcon aria-hidden="true" />
          {t("admin.replies.approve")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => decide.mutate({ status: "rejected" })}
        >
          <XIcon aria-hidden="true" />
          {t("admin.replies.reject")}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The replies queue: companies' replies to reviews awaiting moderation, the longest waiting first, paged. */
export function RepliesQueuePage({ page = 1 }: { page?: number }) {
  const { t } = useT();
  const query = useQuery(repliesQuery(page));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / REPLIES_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.replies.title")}</h1>
        <p className="text-muted-foreground">{t("admin.replies.description")}</p>
      </div>
      <QueryView
        query={query}
        failed={t("admin.replies.fetch_failed")}
        loadingClassName="space-y-4"
        loading={Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} round="xl" className="h-56" />
        ))}
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.replies.empty")}</p>
          ) : (
            <ul className="space-y-4">
              {items.map((reply) => (
                <li key={reply.id}>
                  <ReplyCard reply={reply} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {query.data && (pages > 1 || page > 1) && (
        <Pager
          label={t("provider.reviews.pages")}
          status={t("admin.reviews.page_of", { page, pages })}
          page={page}
          hasNext={page < pages}
        />
      )}
    </div>
  );
}
