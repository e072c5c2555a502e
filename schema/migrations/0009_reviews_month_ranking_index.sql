DROP INDEX `reviews_status_created_at_idx`;--> statement-breakpoint
CREATE INDEX `reviews_status_created_at_user_idx` ON `reviews` (`status`,`created_at`,`user_id`);