import type { ReviewVoteType } from "#schema/enums";
import type { PublicReview } from "#schema/api/reviews";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { useVote } from "../api";
import { notifyFailure } from "../notify";

/**
 * Helpful / not helpful on another reader's published review: a pressed button is the
 * reader's vote, pressing it again takes the vote back. While a vote is on its way the buttons stay
 * focusable (aria-disabled) so the keyboard does not lose its place. A press before their code has
 * come is held and acted on once it has (the islands' boot).
 */
export function VoteButtons({ review }: { review: PublicReview }) {
  const i18n = useT();
  const { t } = i18n;
  const vote = useVote();
  const labelId = `vote-${review.id}`;
  const cast = (voteType: ReviewVoteType) => {
    if (vote.isPending) return;
    vote.mutate(
      { reviewId: review.id, voteType, held: review.userVote },
      { onError: (error) => notifyFailure(i18n, error, t("provider.reviews.vote_error")) },
    );
  };
  const button = (voteType: ReviewVoteType, label: string, count: number) => (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={review.userVote === voteType}
      aria-disabled={vote.isPending || undefined}
      onClick={() => cast(voteType)}
      className="aria-pressed:border-primary aria-pressed:bg-accent"
    >
      {label}
      <span className="tabular-nums">{count}</span>
    </Button>
  );
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted-foreground">
        {t("provider.reviews.vote_question")}
      </span>
      {button("helpful", t("provider.reviews.vote_helpful"), review.helpfulCount)}
      {button("not_helpful", t("provider.reviews.vote_not_helpful"), review.notHelpfulCount)}
    </div>
  );
}
