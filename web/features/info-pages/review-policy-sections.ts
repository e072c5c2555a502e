/**
 * The review policy's sections, in order. Each name is also the section's id in every language:
 * the labels on reviews link to `#contest`, the ranked lists to `#ranking`. Its texts are the UI
 * strings `pages.review_policy.{section}.title|body`.
 */
export const REVIEW_POLICY_SECTIONS = ["who", "checks", "removal", "contest", "report", "ranking"] as const;
export type ReviewPolicySection = (typeof REVIEW_POLICY_SECTIONS)[number];

/** The policy page's path (without a language prefix), for links drawn where there is no router. */
export const REVIEW_POLICY_PATH = "/review-policy";
