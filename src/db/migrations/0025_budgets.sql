CREATE TABLE `account_ages` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`verified_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `account_writes` (
	`position` integer NOT NULL,
	`bucket` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`at`, `position`, `bucket`)
);
--> statement-breakpoint
CREATE INDEX `account_writes_bucket` ON `account_writes` (`bucket`,`at`);--> statement-breakpoint
ALTER TABLE `media_files` ADD `chat_id` integer;