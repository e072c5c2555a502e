-- The content version (schema/content.ts) and the triggers that renew it: every write to what anonymous
-- visitors see, in the writing statement's own transaction. Reviews count only when approved before or
-- after; users only for the fields shown publicly or deciding contest eligibility.
CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` text DEFAULT (lower(hex(randomblob(8)))) NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK("id" = 1)
);
--> statement-breakpoint
INSERT INTO `content_version` (`id`) VALUES (1);
--> statement-breakpoint
CREATE TRIGGER `providers_after_insert_content_version` AFTER INSERT ON `providers` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `providers_after_update_content_version` AFTER UPDATE ON `providers` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `providers_after_delete_content_version` AFTER DELETE ON `providers` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `providers_i18n_after_insert_content_version` AFTER INSERT ON `providers_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `providers_i18n_after_update_content_version` AFTER UPDATE ON `providers_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `providers_i18n_after_delete_content_version` AFTER DELETE ON `providers_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotions_after_insert_content_version` AFTER INSERT ON `promotions` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotions_after_update_content_version` AFTER UPDATE ON `promotions` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotions_after_delete_content_version` AFTER DELETE ON `promotions` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotions_i18n_after_insert_content_version` AFTER INSERT ON `promotions_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotions_i18n_after_update_content_version` AFTER UPDATE ON `promotions_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotions_i18n_after_delete_content_version` AFTER DELETE ON `promotions_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `external_ratings_after_insert_content_version` AFTER INSERT ON `external_ratings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `external_ratings_after_update_content_version` AFTER UPDATE ON `external_ratings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `external_ratings_after_delete_content_version` AFTER DELETE ON `external_ratings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_onboarding_steps_after_insert_content_version` AFTER INSERT ON `provider_onboarding_steps` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_onboarding_steps_after_update_content_version` AFTER UPDATE ON `provider_onboarding_steps` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_onboarding_steps_after_delete_content_version` AFTER DELETE ON `provider_onboarding_steps` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_onboarding_step_translations_after_insert_content_version` AFTER INSERT ON `provider_onboarding_step_translations` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_onboarding_step_translations_after_update_content_version` AFTER UPDATE ON `provider_onboarding_step_translations` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_onboarding_step_translations_after_delete_content_version` AFTER DELETE ON `provider_onboarding_step_translations` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `ui_strings_after_insert_content_version` AFTER INSERT ON `ui_strings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `ui_strings_after_update_content_version` AFTER UPDATE ON `ui_strings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `ui_strings_after_delete_content_version` AFTER DELETE ON `ui_strings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_after_insert_content_version` AFTER INSERT ON `banners` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_after_update_content_version` AFTER UPDATE ON `banners` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_after_delete_content_version` AFTER DELETE ON `banners` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_i18n_after_insert_content_version` AFTER INSERT ON `banners_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_i18n_after_update_content_version` AFTER UPDATE ON `banners_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `banners_i18n_after_delete_content_version` AFTER DELETE ON `banners_i18n` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `review_leaderboards_after_insert_content_version` AFTER INSERT ON `review_leaderboards` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `review_leaderboards_after_update_content_version` AFTER UPDATE ON `review_leaderboards` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `review_leaderboards_after_delete_content_version` AFTER DELETE ON `review_leaderboards` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `contest_settlements_after_insert_content_version` AFTER INSERT ON `contest_settlements` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `contest_settlements_after_update_content_version` AFTER UPDATE ON `contest_settlements` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `contest_settlements_after_delete_content_version` AFTER DELETE ON `contest_settlements` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `user_payment_methods_after_insert_content_version` AFTER INSERT ON `user_payment_methods` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `user_payment_methods_after_update_content_version` AFTER UPDATE ON `user_payment_methods` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `user_payment_methods_after_delete_content_version` AFTER DELETE ON `user_payment_methods` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `reviews_after_insert_content_version` AFTER INSERT ON `reviews` WHEN NEW.`status` = 'approved' BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `reviews_after_update_content_version` AFTER UPDATE ON `reviews` WHEN OLD.`status` = 'approved' OR NEW.`status` = 'approved' BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `reviews_after_delete_content_version` AFTER DELETE ON `reviews` WHEN OLD.`status` = 'approved' BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_after_update_content_version` AFTER UPDATE ON `users` WHEN OLD.`username` IS NOT NEW.`username` OR OLD.`email` IS NOT NEW.`email` OR OLD.`first_name` IS NOT NEW.`first_name` OR OLD.`last_name` IS NOT NEW.`last_name` OR OLD.`email_verified` IS NOT NEW.`email_verified` OR OLD.`profile_image_url` IS NOT NEW.`profile_image_url` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
