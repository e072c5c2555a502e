ALTER TABLE `external_ratings` ADD `scale` integer;--> statement-breakpoint
-- backfill
-- The scale each stored value was meant on: the public site read casino_guru out of 10 and every
-- other source out of 5, while the admin form asked for 0-10, so a value above 5 can only be out of 10.
UPDATE `external_ratings` SET `scale` = CASE WHEN `source` = 'casino_guru' OR `rating` > 5 THEN 10 ELSE 5 END;
