CREATE TABLE `chat_backup_failures` (
	`position` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_backup_failures_user` ON `chat_backup_failures` (`user_id`,`at`);--> statement-breakpoint
ALTER TABLE `chat_key_history` ADD `signing_key` text;--> statement-breakpoint
ALTER TABLE `chat_key_history` ADD `signature` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `signing_key` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `signature` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `backup_id` integer;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `backup_kdf` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `backup_argon2` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `wrapped` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `verifier_hash` text;--> statement-breakpoint
ALTER TABLE `chat_keys` DROP COLUMN `wrapped_private_key`;--> statement-breakpoint
ALTER TABLE `chat_keys` DROP COLUMN `iterations`;--> statement-breakpoint
ALTER TABLE `chat_keys` DROP COLUMN `reset`;