CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`actor_user_id` text,
	`action` text(100) NOT NULL,
	`entity_type` text(50) NOT NULL,
	`entity_id` text(255),
	`details_json` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_at_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_user_id`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`name` text(255) NOT NULL,
	`placement` text NOT NULL,
	`rule_json` text,
	`frequency_cap` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "banners_placement_check" CHECK("placement" in ('hero', 'after_h2', 'sticky_footer'))
);
--> statement-breakpoint
CREATE TABLE `banners_i18n` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`banner_id` text NOT NULL,
	`locale` text NOT NULL,
	`content` text,
	`cta_text` text(100),
	`cta_url` text(500),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`banner_id`) REFERENCES `banners`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "banners_i18n_locale_check" CHECK("locale" in ('el', 'en', 'ru', 'he', 'uk', 'fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banners_i18n_banner_locale_unique` ON `banners_i18n` (`banner_id`,`locale`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`to_email` text(255) NOT NULL,
	`subject` text(255) NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_email_created_at_idx` ON `email_outbox` (`to_email`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`name` text(100) NOT NULL,
	`subject` text(255) NOT NULL,
	`html_content` text NOT NULL,
	`locale` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "email_templates_locale_check" CHECK("locale" in ('el', 'en', 'ru', 'he', 'uk', 'fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_name_locale_unique` ON `email_templates` (`name`,`locale`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`email` text(255) NOT NULL,
	`name` text(255),
	`locale` text DEFAULT 'el' NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`verification_token` text(255),
	`subscribed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "newsletter_subscribers_locale_check" CHECK("locale" in ('el', 'en', 'ru', 'he', 'uk', 'fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `tracking_events` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`type` text(100) NOT NULL,
	`payload_json` text,
	`session_id` text(255),
	`user_locale` text(35),
	`referrer` text(1000),
	`utm` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tracking_events_type_created_at_idx` ON `tracking_events` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `ui_strings` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`key` text(255) NOT NULL,
	`el` text,
	`en` text,
	`ru` text,
	`he` text,
	`uk` text,
	`fr` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ui_strings_key_unique` ON `ui_strings` (`key`);--> statement-breakpoint
CREATE TABLE `prize_awards` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`leaderboard_id` text NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`payment_method_snapshot` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_at` integer,
	`notes` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`leaderboard_id`) REFERENCES `review_leaderboards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "prize_awards_status_check" CHECK("status" in ('pending', 'processing', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `prize_awards_status_created_at_idx` ON `prize_awards` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `prize_awards_user_id_idx` ON `prize_awards` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `prize_awards_leaderboard_id_unique` ON `prize_awards` (`leaderboard_id`);--> statement-breakpoint
CREATE TABLE `review_leaderboards` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`month` text(7) NOT NULL,
	`user_id` text NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rank` integer NOT NULL,
	`prize_amount` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_leaderboards_month_rank_idx` ON `review_leaderboards` (`month`,`rank`);--> statement-breakpoint
CREATE INDEX `review_leaderboards_user_id_idx` ON `review_leaderboards` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_leaderboards_month_user_unique` ON `review_leaderboards` (`month`,`user_id`);--> statement-breakpoint
CREATE TABLE `user_payment_methods` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`details` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_payment_methods_method_check" CHECK("method" in ('paysafe', 'bank_transfer', 'revolut'))
);
--> statement-breakpoint
CREATE INDEX `user_payment_methods_user_id_idx` ON `user_payment_methods` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_payment_methods_one_active_idx` ON `user_payment_methods` (`user_id`) WHERE "is_active" = 1;--> statement-breakpoint
CREATE TABLE `provider_onboarding_step_translations` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`step_id` text NOT NULL,
	`locale` text NOT NULL,
	`title` text(255) NOT NULL,
	`description` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `provider_onboarding_steps`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "provider_onboarding_step_translations_locale_check" CHECK("locale" in ('el', 'en', 'ru', 'he', 'uk', 'fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_onboarding_step_translations_step_locale_unique` ON `provider_onboarding_step_translations` (`step_id`,`locale`);--> statement-breakpoint
CREATE TABLE `provider_onboarding_steps` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`step_number` integer NOT NULL,
	`screenshot_url` text(500),
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "provider_onboarding_steps_step_number_check" CHECK("step_number" >= 1)
);
--> statement-breakpoint
CREATE INDEX `provider_onboarding_steps_provider_step_idx` ON `provider_onboarding_steps` (`provider_id`,`step_number`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text,
	`bonus_type` text NOT NULL,
	`start_at` integer,
	`end_at` integer,
	`priority` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "promotions_bonus_type_check" CHECK("bonus_type" in ('welcome', 'no_deposit', 'free_bet', 'cashback'))
);
--> statement-breakpoint
CREATE INDEX `promotions_active_priority_idx` ON `promotions` (`active`,`priority`);--> statement-breakpoint
CREATE INDEX `promotions_provider_id_idx` ON `promotions` (`provider_id`);--> statement-breakpoint
CREATE TABLE `promotions_i18n` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`promotion_id` text NOT NULL,
	`locale` text NOT NULL,
	`title` text(255) NOT NULL,
	`body` text,
	`cta_text` text(100),
	`url` text(500),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "promotions_i18n_locale_check" CHECK("locale" in ('el', 'en', 'ru', 'he', 'uk', 'fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_i18n_promotion_locale_unique` ON `promotions_i18n` (`promotion_id`,`locale`);--> statement-breakpoint
CREATE TABLE `providers` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`brand` text(255) NOT NULL,
	`domain` text(255) NOT NULL,
	`logo_url` text(500),
	`license_id` text(100) NOT NULL,
	`license_from` text(10),
	`license_to` text(10),
	`license_status` text(50),
	`license_certificate_url` text(500),
	`company_legal_name` text(255),
	`company_registration_no` text(100),
	`registered_address` text(500),
	`bonus_link` text(500),
	`affiliate_url` text(500),
	`responsible_url` text(500),
	`cash_out_type` text(50),
	`live_betting` integer DEFAULT false NOT NULL,
	`live_streaming` integer DEFAULT false NOT NULL,
	`early_payout` integer DEFAULT false NOT NULL,
	`bet_builder` integer DEFAULT false NOT NULL,
	`ios_app` integer DEFAULT false NOT NULL,
	`android_app` integer DEFAULT false NOT NULL,
	`live_chat` integer DEFAULT false NOT NULL,
	`live_chat_24_7` integer DEFAULT false NOT NULL,
	`payments` text,
	`min_deposit` integer,
	`min_withdraw` integer,
	`max_withdrawal` integer,
	`withdrawal_time` text(100),
	`deposit_fee_notes` text,
	`withdrawal_fee_notes` text,
	`support_email` text(255),
	`support_phone` text(50),
	`support_channels` text,
	`support_hours` text(100),
	`support_langs` text,
	`response_time_hours` integer,
	`facebook_url` text(500),
	`twitter_url` text(500),
	`instagram_url` text(500),
	`foundation_date` text(10),
	`active` integer DEFAULT true NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `providers_active_priority_idx` ON `providers` (`active`,`priority`);--> statement-breakpoint
CREATE INDEX `providers_featured_priority_idx` ON `providers` (`featured`,`priority`);--> statement-breakpoint
CREATE TABLE `providers_i18n` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`locale` text NOT NULL,
	`slug` text(255) NOT NULL,
	`overview` text,
	`bonus_headline` text(255),
	`cta_text` text(100),
	`seo_title` text(255),
	`seo_description` text(500),
	`faq` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "providers_i18n_locale_check" CHECK("locale" in ('el', 'en', 'ru', 'he', 'uk', 'fr'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `providers_i18n_provider_locale_unique` ON `providers_i18n` (`provider_id`,`locale`);--> statement-breakpoint
CREATE UNIQUE INDEX `providers_i18n_locale_slug_unique` ON `providers_i18n` (`locale`,`slug`);--> statement-breakpoint
CREATE TABLE `external_ratings` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`source` text NOT NULL,
	`rating` real NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`url` text(500),
	`last_synced_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "external_ratings_source_check" CHECK("source" in ('trustpilot', 'casino_guru', 'google', 'scamadviser', 'askgamblers')),
	CONSTRAINT "external_ratings_rating_check" CHECK("rating" between 0 and 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `external_ratings_provider_source_unique` ON `external_ratings` (`provider_id`,`source`);--> statement-breakpoint
CREATE TABLE `review_limits` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`user_id` text NOT NULL,
	`limit_date` text(10) NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_limits_user_date_unique` ON `review_limits` (`user_id`,`limit_date`);--> statement-breakpoint
CREATE TABLE `review_votes` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`review_id` text NOT NULL,
	`user_id` text NOT NULL,
	`vote_type` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "review_votes_vote_type_check" CHECK("vote_type" in ('helpful', 'not_helpful'))
);
--> statement-breakpoint
CREATE INDEX `review_votes_user_id_idx` ON `review_votes` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_votes_review_user_unique` ON `review_votes` (`review_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`review_text` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`verified_user` integer DEFAULT false NOT NULL,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`not_helpful_count` integer DEFAULT 0 NOT NULL,
	`admin_approved` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_status_check" CHECK("status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_rating_check" CHECK("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `reviews_provider_status_created_at_idx` ON `reviews` (`provider_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_status_created_at_idx` ON `reviews` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_provider_unique` ON `reviews` (`user_id`,`provider_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`user_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`email` text(255),
	`first_name` text(100),
	`last_name` text(100),
	`profile_image_url` text(500),
	`role` text DEFAULT 'analyst' NOT NULL,
	`username` text(100),
	`email_verified` integer DEFAULT false NOT NULL,
	`email_verification_token` text(255),
	`email_verification_token_expiry` integer,
	`email_verification_sent_at` integer,
	`email_verified_at` integer,
	`oidc_issuer` text(255),
	`oidc_subject` text(255),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("role" in ('admin', 'editor', 'translator', 'analyst'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_identity_unique` ON `users` (`oidc_issuer`,`oidc_subject`);