CREATE INDEX `banners_active_created_at_idx` ON `banners` (`active`,`created_at`);--> statement-breakpoint
CREATE INDEX `providers_i18n_slug_idx` ON `providers_i18n` (`slug`);