PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_external_ratings` (
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
	CONSTRAINT "external_ratings_source_check" CHECK("source" in ('trustpilot', 'casino_guru', 'google', 'scamadviser', 'askgamblers', 'other')),
	CONSTRAINT "external_ratings_rating_check" CHECK("rating" between 0 and 10)
);
--> statement-breakpoint
INSERT INTO `__new_external_ratings`("id", "provider_id", "source", "rating", "review_count", "url", "last_synced_at", "created_at", "updated_at") SELECT "id", "provider_id", "source", "rating", "review_count", "url", "last_synced_at", "created_at", "updated_at" FROM `external_ratings`;--> statement-breakpoint
DROP TABLE `external_ratings`;--> statement-breakpoint
ALTER TABLE `__new_external_ratings` RENAME TO `external_ratings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `external_ratings_provider_source_unique` ON `external_ratings` (`provider_id`,`source`);--> statement-breakpoint
ALTER TABLE `users` ADD `role_assigned_at` integer;--> statement-breakpoint
UPDATE `users` SET `role_assigned_at` = `updated_at` WHERE `role` <> 'analyst';
