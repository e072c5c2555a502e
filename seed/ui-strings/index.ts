import { ACCOUNT_STRINGS } from "./account";
import { ADMIN_STRINGS } from "./admin";
import { ADMIN_BANNERS_STRINGS } from "./admin-banners";
import { ADMIN_COMPLAINT_QUEUE_STRINGS } from "./admin-complaint-queue";
import { ADMIN_ANALYTICS_STRINGS } from "./admin-analytics";
import { ADMIN_DASHBOARD_STRINGS } from "./admin-dashboard";
import { ADMIN_USERS_STRINGS } from "./admin-users";
import { ADMIN_NEWSLETTER_STRINGS } from "./admin-newsletter";
import { ADMIN_ONBOARDING_STRINGS } from "./admin-onboarding";
import { ADMIN_UI_STRINGS_STRINGS } from "./admin-ui-strings";
import { ADMIN_PROVIDERS_STRINGS } from "./admin-providers";
import { ADMIN_EXTERNAL_RATINGS_STRINGS } from "./admin-external-ratings";
import { ADMIN_IMPORT_STRINGS } from "./admin-import";
import { ADMIN_PROMOTIONS_STRINGS } from "./admin-promotions";
import { ADMIN_REGISTER_STRINGS } from "./admin-register";
import { ADMIN_REPLIES_STRINGS } from "./admin-replies";
import { ADMIN_PRODUCTION_SYNC_STRINGS } from "./admin-production-sync";
import { ADMIN_PRIZE_MAIL_STRINGS } from "./admin-prize-mail";
import { ADMIN_REVIEW_DECISIONS_STRINGS } from "./admin-review-decisions";
import { CALCULATOR_STRINGS } from "./calculator";
import { CATALOG_STRINGS } from "./catalog";
import { COMPARE_STRINGS } from "./compare";
import { COMPLAINTS_STRINGS } from "./complaints";
import { COMPLAINT_STATS_STRINGS } from "./complaint-stats";
import { CONTEST_STRINGS } from "./contest";
import { FAQ_STRINGS } from "./faq";
import { MESSAGES_STRINGS } from "./messages";
import { MY_REVIEWS_STRINGS } from "./my-reviews";
import { NEWSLETTER_STRINGS } from "./newsletter";
import { OFFER_BREAK_STRINGS } from "./offer-break";
import { PAGES_STRINGS } from "./pages";
import { PROVIDER_STRINGS } from "./provider";
import { REVIEW_GUIDELINES_STRINGS } from "./review-guidelines";
import { REVIEW_POLICY_STRINGS } from "./review-policy";
import { REPRESENTATIVES_STRINGS } from "./representatives";
import { REVIEW_REPORTS_STRINGS } from "./review-reports";
import { SCORE_STRINGS } from "./score";
import { SELF_CHECK_STRINGS } from "./self-check";
import { SHELL_STRINGS } from "./shell";
import { STATEMENT_OF_REASONS_STRINGS } from "./statement-of-reasons";
import { mergeTables } from "./table";
import { TERMS_HISTORY_STRINGS } from "./terms-history";
import { TRANSPARENCY_STRINGS } from "./transparency";
import { TRUST_STRINGS } from "./trust";
import { YOUR_DATA_STRINGS } from "./your-data";

/**
 * Every UI string key the site uses, in all six languages, one file per part of the site. Seeded
 * into `ui_strings`. Counting strings have `.one/.two/.few/.many/.other` forms (Intl.PluralRules);
 * every form is filled in every language, a language that never selects a form repeating its
 * `.other` text.
 */
export const UI_STRINGS = mergeTables(
  SHELL_STRINGS,
  CATALOG_STRINGS,
  TERMS_HISTORY_STRINGS,
  PROVIDER_STRINGS,
  SCORE_STRINGS,
  COMPLAINT_STATS_STRINGS,
  REVIEW_GUIDELINES_STRINGS,
  REPRESENTATIVES_STRINGS,
  REVIEW_REPORTS_STRINGS,
  COMPLAINTS_STRINGS,
  STATEMENT_OF_REASONS_STRINGS,
  MY_REVIEWS_STRINGS,
  COMPARE_STRINGS,
  CALCULATOR_STRINGS,
  FAQ_STRINGS,
  PAGES_STRINGS,
  REVIEW_POLICY_STRINGS,
  TRUST_STRINGS,
  TRANSPARENCY_STRINGS,
  ACCOUNT_STRINGS,
  CONTEST_STRINGS,
  MESSAGES_STRINGS,
  NEWSLETTER_STRINGS,
  ADMIN_STRINGS,
  ADMIN_DASHBOARD_STRINGS,
  ADMIN_USERS_STRINGS,
  ADMIN_ONBOARDING_STRINGS,
  ADMIN_UI_STRINGS_STRINGS,
  ADMIN_PROVIDERS_STRINGS,
  ADMIN_PROMOTIONS_STRINGS,
  ADMIN_EXTERNAL_RATINGS_STRINGS,
  ADMIN_PRODUCTION_SYNC_STRINGS,
  ADMIN_IMPORT_STRINGS,
  ADMIN_REGISTER_STRINGS,
  ADMIN_REPLIES_STRINGS,
  ADMIN_BANNERS_STRINGS,
  ADMIN_COMPLAINT_QUEUE_STRINGS,
  ADMIN_NEWSLETTER_STRINGS,
  ADMIN_ANALYTICS_STRINGS,
  ADMIN_PRIZE_MAIL_STRINGS,
  YOUR_DATA_STRINGS,
  ADMIN_REVIEW_DECISIONS_STRINGS,
  SELF_CHECK_STRINGS,
  OFFER_BREAK_STRINGS,
);
