CREATE TABLE `blocked_domains` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`domain` text(255) NOT NULL,
	`import_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `register_imports`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blocked_domains_domain_unique` ON `blocked_domains` (`domain`);--> statement-breakpoint
CREATE TABLE `register_entries` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`import_id` text NOT NULL,
	`licence_number` text(100) NOT NULL,
	`company` text(255) NOT NULL,
	`licence_class` text(20),
	`domains` text DEFAULT '[]' NOT NULL,
	`status` text NOT NULL,
	`valid_from` text(10),
	`valid_to` text(10),
	`provider_id` text,
	`matched_by` text,
	FOREIGN KEY (`import_id`) REFERENCES `register_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "register_entries_status_check" CHECK("status" in ('active', 'suspended', 'revoked', 'expired')),
	CONSTRAINT "register_entries_matched_by_check" CHECK("matched_by" in ('licence', 'company', 'domain'))
);
--> statement-breakpoint
CREATE INDEX `register_entries_import_idx` ON `register_entries` (`import_id`);--> statement-breakpoint
CREATE INDEX `register_entries_provider_idx` ON `register_entries` (`provider_id`);--> statement-breakpoint
CREATE TABLE `register_imports` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`kind` text NOT NULL,
	`source` text(255) NOT NULL,
	`row_count` integer NOT NULL,
	`actor_user_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "register_imports_kind_check" CHECK("kind" in ('licences', 'blocked_sites'))
);
--> statement-breakpoint
CREATE INDEX `register_imports_kind_created_idx` ON `register_imports` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `promotion_terms_changes` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`promotion_id` text NOT NULL,
	`actor_user_id` text,
	`changes` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `promotion_terms_changes_promotion_idx` ON `promotion_terms_changes` (`promotion_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `provider_score_history` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) NOT NULL,
	`provider_id` text NOT NULL,
	`month` text(7) NOT NULL,
	`score` real,
	`method_version` integer NOT NULL,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_score_history_month_idx` ON `provider_score_history` (`month`);--> statement-breakpoint
CREATE UNIQUE INDEX `provider_score_history_provider_month_unique` ON `provider_score_history` (`provider_id`,`month`);--> statement-breakpoint
CREATE TABLE `provider_scores` (
	`provider_id` text PRIMARY KEY NOT NULL,
	`score` real,
	`method_version` integer NOT NULL,
	`components` text DEFAULT '{}' NOT NULL,
	`computed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `promotions` ADD `terms_changed_at` integer;--> statement-breakpoint
-- Not the table rebuild drizzle-kit writes for a new CHECK: dropping `providers` would delete every
-- row that references it (ON DELETE CASCADE), as D1 keeps foreign keys on inside a migration. A
-- column added by ALTER TABLE may carry a CHECK.
ALTER TABLE `providers` ADD `register_check` text CONSTRAINT "providers_register_check_check" CHECK("register_check" in ('confirmed', 'missing', 'suspended', 'revoked', 'expired'));--> statement-breakpoint
ALTER TABLE `providers` ADD `license_class` text(20);--> statement-breakpoint
ALTER TABLE `providers` ADD `licensed_domains` text;--> statement-breakpoint
-- What anonymous visitors see renews the content version (see 0008_content_version.sql).
CREATE TRIGGER `provider_scores_after_insert_content_version` AFTER INSERT ON `provider_scores` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_scores_after_update_content_version` AFTER UPDATE ON `provider_scores` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_scores_after_delete_content_version` AFTER DELETE ON `provider_scores` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_score_history_after_insert_content_version` AFTER INSERT ON `provider_score_history` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_score_history_after_update_content_version` AFTER UPDATE ON `provider_score_history` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `provider_score_history_after_delete_content_version` AFTER DELETE ON `provider_score_history` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotion_terms_changes_after_insert_content_version` AFTER INSERT ON `promotion_terms_changes` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotion_terms_changes_after_update_content_version` AFTER UPDATE ON `promotion_terms_changes` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `promotion_terms_changes_after_delete_content_version` AFTER DELETE ON `promotion_terms_changes` BEGIN UPDATE `content_version` SET `version` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
