CREATE TABLE `contest_settlements` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`month` text(7) NOT NULL,
	`settled_by` text,
	`settled_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`settled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_settlements_month_unique` ON `contest_settlements` (`month`);--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text;--> statement-breakpoint
CREATE INDEX `reviews_status_created_at_idx` ON `reviews` (`status`,`created_at`);