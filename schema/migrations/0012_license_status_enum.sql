-- Not the table rebuild drizzle-kit writes for a new CHECK: dropping `providers` would delete every
-- row that references it (texts, reviews, ratings, promotions: ON DELETE CASCADE), as D1 keeps
-- foreign keys on inside a migration. A column added by ALTER TABLE may carry a CHECK, so the
-- status moves to a new column of that name and the free text is read into it.
ALTER TABLE `providers` RENAME COLUMN `license_status` TO `license_status_text`;--> statement-breakpoint
ALTER TABLE `providers` ADD `license_status` text CONSTRAINT "providers_license_status_check" CHECK("license_status" in ('licensed', 'suspended', 'revoked', 'expired', 'pending'));--> statement-breakpoint
-- backfill
-- The free text becomes a status, read trimmed and in any case; anything else (or blank) is unknown (NULL).
UPDATE `providers` SET `license_status` = CASE lower(trim(`license_status_text`))
  WHEN 'licensed' THEN 'licensed' WHEN 'active' THEN 'licensed' WHEN 'valid' THEN 'licensed'
  WHEN 'suspended' THEN 'suspended'
  WHEN 'revoked' THEN 'revoked' WHEN 'withdrawn' THEN 'revoked' WHEN 'cancelled' THEN 'revoked'
  WHEN 'expired' THEN 'expired'
  WHEN 'pending' THEN 'pending' WHEN 'applied' THEN 'pending'
  END
WHERE `license_status_text` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` DROP COLUMN `license_status_text`;--> statement-breakpoint
-- A known payment method, by its English name in any case (schema/provider-payments.ts), becomes its
-- key; any other entry stays as written, in its place in the list.
UPDATE `providers` SET `payments` = (
  SELECT json_group_array(CASE
    WHEN `name` IN ('visa', 'mastercard', 'jcc', 'skrill', 'neteller', 'paysafecard', 'revolut', 'paypal', 'apple_pay', 'google_pay', 'bank_transfer', 'card', 'crypto') THEN `name`
    WHEN `name` = 'cryptocurrency' THEN 'crypto'
    ELSE `value` END)
  FROM (
    SELECT `value`, lower(replace(replace(replace(trim(`value`), ' ', '_'), '-', '_'), '__', '_')) AS `name`
    FROM json_each(`providers`.`payments`) ORDER BY `key`
  )
)
WHERE json_valid(`payments`) AND json_type(`payments`) = 'array';
