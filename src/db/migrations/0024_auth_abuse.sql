CREATE TABLE `login_known_addresses` (
	`user_id` integer NOT NULL,
	`address` text NOT NULL,
	`last_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `address`)
);
--> statement-breakpoint
CREATE INDEX `login_known_addresses_at` ON `login_known_addresses` (`last_at`);--> statement-breakpoint
ALTER TABLE `registration_codes` ADD `code_id` text;