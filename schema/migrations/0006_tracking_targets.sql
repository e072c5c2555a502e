DROP INDEX `tracking_events_type_created_at_idx`;--> statement-breakpoint
ALTER TABLE `tracking_events` ADD `target_id` text(100);--> statement-breakpoint
ALTER TABLE `tracking_events` ADD `placement` text(50);--> statement-breakpoint
-- Existing events: their target and placement were only in the JSON payload.
UPDATE `tracking_events` SET `target_id` = json_extract(`payload_json`, '$.targetId'), `placement` = json_extract(`payload_json`, '$.placement');--> statement-breakpoint
CREATE INDEX `tracking_events_analytics_idx` ON `tracking_events` (`type`,`created_at`,`placement`,`user_locale`);--> statement-breakpoint
CREATE INDEX `tracking_events_target_idx` ON `tracking_events` (`type`,`target_id`,`created_at`);