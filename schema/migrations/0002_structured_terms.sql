ALTER TABLE `promotions` ADD `wagering_multiplier` integer;--> statement-breakpoint
ALTER TABLE `promotions` ADD `min_odds` real;--> statement-breakpoint
ALTER TABLE `promotions` ADD `max_cashout` integer;--> statement-breakpoint
ALTER TABLE `promotions` ADD `terms_url` text(500);--> statement-breakpoint
ALTER TABLE `promotions` ADD `terms_verified_at` integer;--> statement-breakpoint
ALTER TABLE `providers` ADD `license_verified_on` text(10);