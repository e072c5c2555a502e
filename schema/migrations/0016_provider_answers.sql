CREATE TABLE `complaint_events` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`complaint_id` text NOT NULL,
	`party` text NOT NULL,
	`actor_id` text,
	`from_status` text,
	`to_status` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "complaint_events_party_check" CHECK("party" in ('player', 'company', 'staff', 'system')),
	CONSTRAINT "complaint_events_to_status_check" CHECK("to_status" in ('open', 'awaiting_company', 'awaiting_player', 'resolved', 'unresolved', 'rejected', 'no_response', 'withdrawn'))
);
--> statement-breakpoint
CREATE INDEX `complaint_events_complaint_idx` ON `complaint_events` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `complaint_messages` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`complaint_id` text NOT NULL,
	`author_id` text,
	`party` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`hidden_at` integer,
	`hidden_by` text,
	`hidden_reason` text,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "complaint_messages_party_check" CHECK("party" in ('player', 'company', 'staff', 'system'))
);
--> statement-breakpoint
CREATE INDEX `complaint_messages_complaint_idx` ON `complaint_messages` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `complaints` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text,
	`category` text NOT NULL,
	`amount_cents` integer,
	`description` text NOT NULL,
	`desired_outcome` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`status_changed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`locale` text NOT NULL,
	`forwarded_at` integer,
	`conclusion` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "complaints_category_check" CHECK("category" in ('withdrawal', 'account', 'bonus', 'settlement', 'other')),
	CONSTRAINT "complaints_status_check" CHECK("status" in ('open', 'awaiting_company', 'awaiting_player', 'resolved', 'unresolved', 'rejected', 'no_response', 'withdrawn'))
);
--> statement-breakpoint
CREATE INDEX `complaints_provider_created_idx` ON `complaints` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `complaints_status_changed_idx` ON `complaints` (`status`,`status_changed_at`);--> statement-breakpoint
CREATE INDEX `complaints_user_idx` ON `complaints` (`user_id`);--> statement-breakpoint
CREATE TABLE `provider_representatives` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`email` text(255) NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'invited' NOT NULL,
	`invited_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "provider_representatives_status_check" CHECK("status" in ('invited', 'active', 'revoked'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_representatives_live_email_unique` ON `provider_representatives` (`email`) WHERE "status" <> 'revoked';--> statement-breakpoint
CREATE UNIQUE INDEX `provider_representatives_active_user_unique` ON `provider_representatives` (`user_id`) WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX `provider_representatives_provider_idx` ON `provider_representatives` (`provider_id`,`status`);--> statement-breakpoint
CREATE TABLE `review_replies` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`review_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`author_id` text,
	`text` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`moderated_by` text,
	`moderated_at` integer,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`moderated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "review_replies_status_check" CHECK("status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_replies_review_id_unique` ON `review_replies` (`review_id`);--> statement-breakpoint
CREATE INDEX `review_replies_status_created_idx` ON `review_replies` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `review_replies_provider_idx` ON `review_replies` (`provider_id`);--> statement-breakpoint
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
	CONSTRAINT "mail_deliveries_kind_check" CHECK("kind" in ('verification', 'newsletter', 'prize', 'report', 'moderation', 'representative', 'reply', 'complaint'))
);
--> statement-breakpoint
INSERT INTO `__new_mail_deliveries`("id", "kind", "prize_award_id", "to_email", "subject", "html", "text", "headers", "status", "attempts", "last_error", "sent_at", "created_at", "updated_at") SELECT "id", "kind", "prize_award_id", "to_email", "subject", "html", "text", "headers", "status", "attempts", "last_error", "sent_at", "created_at", "updated_at" FROM `mail_deliveries`;--> statement-breakpoint
DROP TABLE `mail_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_mail_deliveries` RENAME TO `mail_deliveries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `mail_deliveries_prize_award_id_unique` ON `mail_deliveries` (`prize_award_id`);--> statement-breakpoint
CREATE INDEX `mail_deliveries_status_updated_at_idx` ON `mail_deliveries` (`status`,`updated_at`);--> statement-breakpoint
ALTER TABLE `review_reports` ADD `reporter_provider_id` text REFERENCES providers(id) ON DELETE set null;--> statement-breakpoint
-- What anonymous visitors see renews the content version (see 0008_content_version.sql).
CREATE TRIGGER `provider_representatives_after_insert_content_version` AFTER INSERT ON `provider_representatives` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_representatives_after_update_content_version` AFTER UPDATE ON `provider_representatives` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_representatives_after_delete_content_version` AFTER DELETE ON `provider_representatives` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `review_replies_after_insert_content_version` AFTER INSERT ON `review_replies` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `review_replies_after_update_content_version` AFTER UPDATE ON `review_replies` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `review_replies_after_delete_content_version` AFTER DELETE ON `review_replies` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaints_after_insert_content_version` AFTER INSERT ON `complaints` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaints_after_update_content_version` AFTER UPDATE ON `complaints` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaints_after_delete_content_version` AFTER DELETE ON `complaints` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaint_messages_after_insert_content_version` AFTER INSERT ON `complaint_messages` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaint_messages_after_update_content_version` AFTER UPDATE ON `complaint_messages` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaint_messages_after_delete_content_version` AFTER DELETE ON `complaint_messages` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaint_events_after_insert_content_version` AFTER INSERT ON `complaint_events` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaint_events_after_update_content_version` AFTER UPDATE ON `complaint_events` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `complaint_events_after_delete_content_version` AFTER DELETE ON `complaint_events` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
