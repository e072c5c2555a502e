import { hasControlCharacters } from "../control-characters";
import { REPLY_STATUSES, REVIEW_STATUSES } from "../enums";
import { REPLY_TEXT_MAX_LENGTH, REPLY_TEXT_MIN_LENGTH } from "../reply-rules";
import { messageRef as message } from "./messages";
import { z } from "./zod";

const tooShort = message("replies.validation_min_length", { count: REPLY_TEXT_MIN_LENGTH });

/**
 * POST and PATCH /api/reviews/{id}/reply; the reply form checks the same. Length counts the text
 * without surrounding whitespace; line breaks and tabs are welcome, other control characters are not.
 */
export const replyInputSchema = z.object({
  text: z.string(tooShort).check(
    z.trim(),
    z.minLength(REPLY_TEXT_MIN_LENGTH, tooShort),
    z.maxLength(
      REPLY_TEXT_MAX_LENGTH,
      message("replies.validation_max_length", { count: REPLY_TEXT_MAX_LENGTH }),
    ),
    z.refine(
      (text) => !hasControlCharacters(text.replace(/[\t\n\r]/g, "")),
      message("replies.validation_control_characters"),
    ),
  ),
});

/**
 * A review's reply as the reader sees it (and as POST and PATCH /api/reviews/{id}/reply answer it): the public only ever gets an approved one; the company's
 * own representative also gets theirs while it awaits moderation (or was rejected), with what they
 * may still do to it, decided by the server.
 */
export const publicReplySchema = z.strictObject({
  text: z.string(),
  /** The company's brand, shown as the reply's author. */
  brand: z.string(),
  status: z.enum(REPLY_STATUSES),
  createdAt: z.iso.datetime(),
  viewerMayEdit: z.boolean(),
  viewerMayDelete: z.boolean(),
});
export type PublicReply = z.infer<typeof publicReplySchema>;

/** PUT /api/admin/replies/{id}: the moderator's decision. */
export const replyDecisionInputSchema = z.object({
  status: z.enum(["approved", "rejected"], message("replies.validation_status")),
});
export type ReplyDecisionInput = z.infer<typeof replyDecisionInputSchema>;

/** One pending reply in the back office's queue, with the review it answers. */
const adminReplySchema = z.strictObject({
  id: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  providerId: z.string(),
  brand: z.string(),
  review: z.strictObject({
    id: z.string(),
    rating: z.number(),
    reviewText: z.nullable(z.string()),
    status: z.enum(REVIEW_STATUSES),
    userName: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
  }),
});
export type AdminReply = z.infer<typeof adminReplySchema>;

/** GET /api/admin/replies?limit=&offset=: the pending replies, the longest waiting first, and how many. */
export const adminReplyQueueSchema = z.strictObject({
  items: z.array(adminReplySchema),
  total: z.number(),
});
export type AdminReplyQueue = z.infer<typeof adminReplyQueueSchema>;
