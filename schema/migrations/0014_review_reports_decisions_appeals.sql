CREATE TABLE `review_appeals` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`review_id` text,
	`user_id` text,
	`appealed_decision_id` text,
	`text` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`decision_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appealed_decision_id`) REFERENCES `review_decisions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decision_id`) REFERENCES `review_decisions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "review_appeals_status_check" CHECK("status" in ('open', 'decided'))
);
--> statement-breakpoint
CREATE INDEX `review_appeals_status_created_at_idx` ON `review_appeals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `review_appeals_user_id_idx` ON `review_appeals` (`user_id`);--> statement-breakpoint
CREATE INDEX `review_appeals_created_at_idx` ON `review_appeals` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_appeals_review_id_unique` ON `review_appeals` (`review_id`);--> statement-breakpoint
CREATE TABLE `review_decisions` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`review_id` text,
	`author_id` text,
	`trigger` text NOT NULL,
	`outcome` text NOT NULL,
	`previous_status` text NOT NULL,
	`ground` text(50),
	`law` text(300),
	`facts` text,
	`automated_flags` text DEFAULT '[]' NOT NULL,
	`decided_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "review_decisions_trigger_check" CHECK("trigger" in ('report', 'own_initiative', 'appeal')),
	CONSTRAINT "review_decisions_outcome_check" CHECK("outcome" in ('kept', 'rejected', 'removed', 'restored'))
);
--> statement-breakpoint
CREATE INDEX `review_decisions_review_id_idx` ON `review_decisions` (`review_id`);--> statement-breakpoint
CREATE INDEX `review_decisions_author_id_idx` ON `review_decisions` (`author_id`);--> statement-breakpoint
CREATE INDEX `review_decisions_created_at_idx` ON `review_decisions` (`created_at`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`reference` text(20) NOT NULL,
	`review_id` text,
	`reporter_key` text(64) NOT NULL,
	`reporter_user_id` text,
	`email` text(255),
	`locale` text NOT NULL,
	`reason` text NOT NULL,
	`explanation` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`decision_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reporter_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decision_id`) REFERENCES `review_decisions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "review_reports_reason_check" CHECK("reason" in ('illegal', 'fake', 'personal_data', 'hate', 'spam', 'other')),
	CONSTRAINT "review_reports_status_check" CHECK("status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_reference_unique` ON `review_reports` (`reference`);--> statement-breakpoint
CREATE INDEX `review_reports_status_created_at_idx` ON `review_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `review_reports_created_at_idx` ON `review_reports` (`created_at`);--> statement-breakpoint
CREATE INDEX `review_reports_reporter_user_id_idx` ON `review_reports` (`reporter_user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_review_reporter_unique` ON `review_reports` (`review_id`,`reporter_key`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_deliveries` (
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
	CONSTRAINT "mail_deliveries_kind_check" CHECK("kind" in ('verification', 'newsletter', 'prize', 'report', 'moderation'))
);
--> statement-breakpoint
INSERT INTO `__new_mail_deliveries`("id", "kind", "prize_award_id", "to_email", "subject", "html", "text", "headers", "status", "attempts", "last_error", "sent_at", "created_at", "updated_at") SELECT "id", "kind", "prize_award_id", "to_email", "subject", "html", "text", "headers", "status", "attempts", "last_error", "sent_at", "created_at", "updated_at" FROM `mail_deliveries`;--> statement-breakpoint
DROP TABLE `mail_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_mail_deliveries` RENAME TO `mail_deliveries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `mail_deliveries_prize_award_id_unique` ON `mail_deliveries` (`prize_award_id`);--> statement-breakpoint
CREATE INDEX `mail_deliveries_status_updated_at_idx` ON `mail_deliveries` (`status`,`updated_at`);--> statement-breakpoint
ALTER TABLE `providers` ADD `sponsored` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;