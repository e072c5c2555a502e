/** The e-mail templates the Worker sends (email_templates.name), one row per language each. */
export const EMAIL_TEMPLATE_NAMES = {
  /** {{firstName}}, {{link}}: confirm the address. */
  verification: "email_verification",
  /** {{name}}, {{rank}}, {{amount}}, {{month}}, {{link}}: a monthly contest prize was won. */
  prizeWon: "contest_prize_won",
  /** {{name}}, {{link}}, {{unsubscribeLink}}: confirm a newsletter subscription (double opt-in). */
  newsletterConfirm: "newsletter_confirm",
  /** {{reference}}, {{provider}}: a report on a review was received. */
  reportReceived: "review_report_received",
  /** {{reference}}, {{provider}}: the reported review was looked at and stays. */
  reportKept: "review_report_kept",
  /** {{reference}}, {{provider}}, {{ground}}: the reported review was removed, on that ground. */
  reportRemoved: "review_report_removed",
  /**
   * {{name}}, {{provider}}, {{statement}} (the statement of reasons, paragraphs apart), {{link}} (My
   * reviews): a decision on the author's review, or on their appeal.
   */
  reviewDecision: "review_decision",
  /**
   * {{provider}}, {{email}}, {{link}} (the sign-in): an invitation to answer for a provider, accepted
   * by signing in with this address, verified.
   */
  representativeInvitation: "representative_invitation",
  /** {{name}}, {{provider}}, {{link}} (the provider's reviews): the company's reply to their review is published. */
  replyPublished: "review_reply_published",
  /** {{provider}}, {{link}} (the case in the back office): a player filed a complaint, for staff to take up. */
  complaintFiled: "complaint_filed",
  /** {{provider}}, {{link}} (the case page): staff forwarded a complaint to the company. */
  complaintForwarded: "complaint_forwarded",
  /** {{provider}}, {{link}}: a new message in a complaint's thread, or the case handed to the reader. */
  complaintNews: "complaint_news",
  /** {{provider}}, {{link}}: staff closed a complaint with an outcome and a conclusion. */
  complaintClosed: "complaint_closed",
  /** {{provider}}, {{link}}: the player withdrew a complaint. */
  complaintWithdrawn: "complaint_withdrawn",
  /** {{provider}}, {{link}}: the company left a complaint unanswered for 14 days. */
  complaintNoResponse: "complaint_no_response",
} as const;
