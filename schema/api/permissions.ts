/**
 * What a back-office screen or call needs. Which role holds which is decided in one table,
 * worker/services/permissions.ts; the browser reads a user's list from GET /api/auth/user.
 */
export const PERMISSIONS = [
  "dashboard",
  "providers",
  "promotions",
  /** The translation tabs of providers and promotions (not their other fields). */
  "translations",
  "external_ratings",
  "onboarding",
  "reviews",
  /** Companies' replies to reviews, pre-moderated like reviews. */
  "replies",
  /** Mediating complaints: hiding a message with a reason, closing a case with its outcome. */
  "complaints",
  /** Inviting and revoking the people who answer for a provider. */
  "representatives",
  "prizes",
  "ui_strings",
  "analytics",
  "import",
  /** The regulator's licence register and block list: they decide which providers may be promoted. */
  "licence_register",
  "production_sync",
  /** Site banners (hero, after_h2, sticky_footer) and their texts. */
  "banners",
  /** Newsletter subscribers: personal data, so admins only. */
  "newsletter",
  "users",
  "audit_log",
] as const;
export type Permission = (typeof PERMISSIONS)[number];
