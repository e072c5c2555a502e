import { useId, useState } from "react";
import type { PublicReply } from "#schema/api/review-replies";
import { REPLY_TEXT_MAX_LENGTH, REPLY_TEXT_MIN_LENGTH } from "#schema/reply-rules";
import { BadgeCheckIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useWriteReply } from "../api";
import { notify, notifyFailure } from "../notify";
import { REVIEW_STATUS_BADGE } from "./review-status-badge";

/**
 * The representative's reply form: a new reply, or the edit of theirs. The server checks the text
 * and whether they may; its refusal is said in a notification, and the text stays as typed.
 */
function ReplyForm({
  reviewId,
  initial,
  onDone,
}: {
  reviewId: string;
  initial?: string;
  onDone: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const [text, setText] = useState(initial ?? "");
  const write = useWriteReply();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    write.mutate(
      { reviewId, method: initial === undefined ? "POST" : "PATCH", text },
      {
        onSuccess: () => {
          notify({ title: t("provider.reviews.reply.sent") });
          onDone();
        },
        onError: (error) => notifyFailure(i18n, error, t("provider.reviews.reply.send_failed")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("provider.reviews.reply.label")}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        minLength={REPLY_TEXT_MIN_LENGTH}
        maxLength={REPLY_TEXT_MAX_LENGTH}
        rows={4}
        dir="auto"
        className="w-full rounded-md border bg-background p-2 text-base"
      />
      <p className="text-xs text-muted-foreground">{t("provider.reviews.reply.moderated")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" aria-disabled={write.isPending || undefined}>
          {t("provider.reviews.reply.send")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t("provider.reviews.reply.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** "Reply" under a published review the reader's company has not answered yet (the server says so). */
export function ReplyAction({ reviewId }: { reviewId: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (open) return <ReplyForm reviewId={reviewId} onDone={() => setOpen(false)} />;
  return (
    <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
      {t("provider.reviews.reply.action")}
    </Button>
  );
}

/**
 * The company's reply under a review, with its brand and "Verified company response"; the text as
 * text, in its own direction. The company's representative also sees their reply awaiting
 * moderation (or rejected), with Edit while the server allows it, and Delete.
 */
export function CompanyReply({ reviewId, reply }: { reviewId: string; reply: PublicReply }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const [editing, setEditing] = useState(false);
  const write = useWriteReply();
  const remove = () => {
    if (write.isPending) return;
    write.mutate(
      { reviewId, method: "DELETE" },
      {
        onSuccess: () => notify({ title: t("provider.reviews.reply.deleted") }),
        onError: (error) => notifyFailure(i18n, error, t("provider.reviews.reply.delete_failed")),
      },
    );
  };
  // A named group, not a region: every review's reply would be a landmark of the same name.
  return (
    <div
      role="group"
      aria-label={t("provider.reviews.reply.label_of", { brand: reply.brand })}
      className="ms-4 space-y-2 border-s-2 border-primary/40 ps-4"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium" dir="auto">
          {reply.brand}
        </span>
        <Badge variant="success">
          <BadgeCheckIcon aria-hidden="true" />
          {t("provider.reviews.reply.verified")}
        </Badge>
        {reply.status !== "approved" && (
          <Badge variant={REVIEW_STATUS_BADGE[reply.status]}>
            {t(`provider.reviews.reply.status.${reply.status}`)}
          </Badge>
        )}
        <time dateTime={reply.createdAt} className="ms-auto text-muted-foreground">
          {formatDate(locale, reply.createdAt)}
        </time>
      </p>
      {editing ? (
        <ReplyForm reviewId={reviewId} initial={reply.text} onDone={() => setEditing(false)} />
      ) : (
        <p dir="auto" className="whitespace-pre-line">
          {reply.text}
        </p>
      )}
      {!editing && (reply.viewerMayEdit || reply.viewerMayDelete) && (
        <div className="flex flex-wrap gap-2">
          {reply.viewerMayEdit && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t("provider.reviews.reply.edit")}
            </Button>
          )}
          {reply.viewerMayDelete && (
            <Button size="sm" variant="outline" aria-disabled={write.isPending || undefined} onClick={remove}>
              {t("provider.reviews.reply.delete")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
