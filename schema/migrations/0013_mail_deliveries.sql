CREATE TABLE `mail_deliveries` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`kind` text NOT NULL,
	`prize_award_id` text,
	`to_email` text(255) NOT NULL,
	`subject` text(255) NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`headers` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`prize_award_id`) REFERENCES `prize_awards`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "mail_deliveries_status_check" CHECK("status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "mail_deliveries_kind_check" CHECK("kind" in ('verification', 'newsletter', 'prize'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_deliveries_prize_award_id_unique` ON `mail_deliveries` (`prize_award_id`);--> statement-breakpoint
CREATE INDEX `mail_deliveries_status_updated_at_idx` ON `mail_deliveries` (`status`,`updated_at`);