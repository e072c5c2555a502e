import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { MyReview } from "#schema/api/review-decisions";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { toast } from "#web/components/ui/toast-store";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { Stars } from "#web/features/providers/components/detail/stars";
import { ReviewStatusBadge } from "#web/features/reviews/components/review-status-badge";
import { StatementText } from "#web/features/reviews/components/statement-text";
import { myReviewsQuery } from "../api";
import { showErrorToast } from "../error-toast";
import { useDeleteMyReview } from "../my-reviews-mutations";
import { AppealForm } from "./appeal-form";

// The confirmation's code (Radix Dialog) arrives when the user first asks to delete.
const ConfirmDialog = lazy(() =>
  import("#web/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/** Where a link to My reviews lands (the e-mails and the provider pages link here). */
const MY_REVIEWS_ANCHOR = "my-reviews";

/**
 * My reviews: each of the user's reviews with where it stands (pending; published, with a link to
 * it; rejected, with the statement of reasons), their one appeal and the decision on it, and a
 * Delete that asks first.
 */
export function MyReviewsCard() {
  const { t, locale } = useT();
  const { data, isPending, isError } = useQuery(myReviewsQuery(locale));
  return (
    <Card id={MY_REVIEWS_ANCHOR} role="region" aria-labelledby="my-reviews-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="my-reviews-title">{t("profile.my_reviews.title")}</CardTitle>
        <CardDescription>{t("profile.my_reviews.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingRegion className="space-y-3">
            <Skeleton className="h-24" />
          </LoadingRegion>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("common.load_error")}
          </p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("profile.my_reviews.empty")}</p>
        ) : (
          <ul className="divide-y">
            {data.map((review) => (
              <MyReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MyReviewItem({ review }: { review: MyReview }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const remove = useDeleteMyReview();
  const [confirming, setConfirming] = useState(false);
  const [appealing, setAppealing] = useState(false);
  const { provider, statement, appeal } = review;
  const providerName = provider.path ? (
    <a href={provider.path} className="underline-offset-4 hover:underline">
      {provider.name}
    </a>
  ) : (
    provider.name
  );
  const titleId = `my-review-${review.id}`;
  return (
    <li aria-labelledby={titleId} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold">
          {providerName}
        </h3>
        <ReviewStatusBadge status={review.status} />
        <time dateTime={review.createdAt} className="ms-auto text-sm text-muted-foreground">
          {formatDate(locale, review.createdAt)}
        </time>
      </div>
      <p className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">{t("provider.reviews.rated", { rating: review.rating })}</span>
      </p>
      {review.reviewText && (
        <p dir="auto" className="whitespace-pre-line">
          {review.reviewText}
        </p>
      )}
      {review.status === "pending" && (
        <p className="text-sm text-muted-foreground">{t("profile.my_reviews.pending")}</p>
      )}
      {review.status === "approved" && provider.path && (
        <p className="text-sm">
          <a href={`${provider.path}#reviews`} className="text-primary underline-offset-4 hover:underline">
            {t("profile.my_reviews.see_published")}
          </a>
        </p>
      )}
      {statement && (
        <section aria-labelledby={`${titleId}-statement`} className="rounded-md border p-3">
          <h4 id={`${titleId}-statement`} className="mb-2 text-sm font-semibold">
            {t("profile.my_reviews.statement")}
          </h4>
          <StatementText statement={statement} provider={provider.name} appealable={review.canAppeal} />
        </section>
      )}
      {appeal && (
        <section aria-labelledby={`${titleId}-appeal`} className="space-y-1 text-sm">
          <h4 id={`${titleId}-appeal`} className="font-semibold">
            {t("profile.my_reviews.your_appeal")}
          </h4>
          <p dir="auto" className="whitespace-pre-line text-muted-foreground">
            {appeal.text}
          </p>
          <p>
            {t(
              appeal.status === "open"
                ? "profile.my_reviews.appeal_open"
                : "profile.my_reviews.appeal_decided",
            )}
          </p>
        </section>
      )}
      {appealing && <AppealForm reviewId={review.id} onDone={() => setAppealing(false)} />}
      <div className="flex flex-wrap gap-2">
        {review.canAppeal && !appealing && (
          <Button size="sm" variant="outline" onClick={() => setAppealing(true)}>
            {t("profile.my_reviews.appeal")}
            <span className="sr-only">: {provider.name}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t("profile.my_reviews.delete")}
          <span className="sr-only">: {provider.name}</span>
        </Button>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            onOpenChange={setConfirming}
            onConfirm={() =>
              remove.mutate(review.id, {
                onSuccess: () => toast({ title: t("profile.my_reviews.deleted") }),
                onError: (error) => showErrorToast(i18n, t("profile.my_reviews.delete_failed"), error),
                onSettled: () => setConfirming(false),
              })
            }
            title={t("profile.my_reviews.delete_title")}
            description={t("profile.my_reviews.delete_confirm", { provider: provider.name })}
            cancelLabel={t("profile.my_reviews.keep")}
            confirmLabel={t("profile.my_reviews.delete")}
            destructive
            busy={remove.isPending}
          />
        </Suspense>
      )}
    </li>
  );
}
