CREATE TABLE `review_fingerprints` (
	`review_id` text NOT NULL,
	`band` integer NOT NULL,
	`bucket` text NOT NULL,
	PRIMARY KEY(`band`, `bucket`, `review_id`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_fingerprints_review_id_idx` ON `review_fingerprints` (`review_id`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `flags` text DEFAULT '[]' NOT NULL;