PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_external_ratings` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`source` text NOT NULL,
	`rating` real NOT NULL,
	`scale` integer NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`url` text(500),
	`last_synced_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "external_ratings_source_check" CHECK("source" in ('trustpilot', 'casino_guru', 'google', 'scamadviser', 'askgamblers', 'other')),
	CONSTRAINT "external_ratings_scale_check" CHECK("scale" between 1 and 100),
	CONSTRAINT "external_ratings_rating_check" CHECK("rating" between 0 and "scale")
);
--> statement-breakpoint
INSERT INTO `__new_external_ratings`("id", "provider_id", "source", "rating", "scale", "review_count", "url", "last_synced_at", "created_at", "updated_at") SELECT "id", "provider_id", "source", "rating", "scale", "review_count", "url", "last_synced_at", "created_at", "updated_at" FROM `external_ratings`;--> statement-breakpoint
DROP TABLE `external_ratings`;--> statement-breakpoint
ALTER TABLE `__new_external_ratings` RENAME TO `external_ratings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `external_ratings_provider_source_unique` ON `external_ratings` (`provider_id`,`source`);--> statement-breakpoint
-- backfill
-- The rebuilt table gets back the triggers that renew the content version (migration 0008).
CREATE TRIGGER `external_ratings_after_insert_content_version` AFTER INSERT ON `external_ratings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `external_ratings_after_update_content_version` AFTER UPDATE ON `external_ratings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `external_ratings_after_delete_content_version` AFTER DELETE ON `external_ratings` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
-- Each rating of a known source moves to that source's scale (SOURCE_RATING_SCALES), its meaning
-- kept: 4.1 out of 5 becomes 8.2 out of 10. Only a value that was out of 10 for a 5-point source
-- can round (to one decimal, by at most 0.05 out of 5). 'other' keeps the scale found above.
UPDATE `external_ratings` SET
  `rating` = round(`rating` * (CASE `source` WHEN 'casino_guru' THEN 10 WHEN 'askgamblers' THEN 10 WHEN 'scamadviser' THEN 100 ELSE 5 END) / `scale`, 1),
  `scale` = CASE `source` WHEN 'casino_guru' THEN 10 WHEN 'askgamblers' THEN 10 WHEN 'scamadviser' THEN 100 ELSE 5 END
WHERE `source` <> 'other';
