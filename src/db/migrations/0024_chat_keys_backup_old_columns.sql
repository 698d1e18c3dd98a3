ALTER TABLE `chat_keys` DROP COLUMN `wrapped_private_key`;--> statement-breakpoint
ALTER TABLE `chat_keys` DROP COLUMN `iterations`;--> statement-breakpoint
ALTER TABLE `chat_keys` DROP COLUMN `reset`;