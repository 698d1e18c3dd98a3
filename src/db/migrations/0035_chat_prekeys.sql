ALTER TABLE `chat_keys` ADD `prekey` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `prekey_signature` text;--> statement-breakpoint
ALTER TABLE `chat_keys` ADD `prekey_published_at` text;