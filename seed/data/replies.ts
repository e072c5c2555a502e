import type { ReplyStatus } from "#schema/enums";

/** The demo's representative: an active one, for this provider (signs in with the user's address). */
export const REPRESENTATIVE_SEED = { userKey: "aegeanbet_rep", providerKey: "aegeanbet" } as const;

/**
 * The company's replies to its reviews, each in the review's language: published ones, and one
 * still awaiting moderation (written `hoursAgo` before the seed's today, so it can still be edited).
 */
export interface ReplySeed {
  /** The review answered: its provider and author. */
  providerKey: string;
  reviewerKey: string;
  text: string;
  status: ReplyStatus;
  /** Hours after the review it was written; `hoursAgo` instead for the pending one. */
  hoursAfterReview?: number;
  hoursAgo?: number;
}

export const REPLIES: ReplySeed[] = [
  {
    providerKey: "aegeanbet",
    reviewerKey: "eleni",
    status: "approved",
    hoursAfterReview: 20,
    text: "Ευχαριστούμε πολύ, Ελένη! Χαιρόμαστε που οι αναλήψεις και το cash out λειτουργούν όπως πρέπει. Η ομάδα της AegeanBet",
  },
  {
    providerKey: "aegeanbet",
    reviewerKey: "dmitry",
    status: "approved",
    hoursAfterReview: 30,
    text: "Дмитрий, спасибо за отзыв. Мы передали ваши замечания команде, которая отвечает за линию. Команда AegeanBet",
  },
  {
    providerKey: "aegeanbet",
    reviewerKey: "noa",
    status: "pending",
    hoursAgo: 2,
    text: "תודה רבה על הביקורת, נועה! נשמח לשמוע עוד על החוויה שלך באתר. הצוות של AegeanBet",
  },
];
