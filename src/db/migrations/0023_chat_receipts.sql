CREATE TABLE `chat_receipt_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`send_read_receipts` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `chat_members` ADD `delivered_up_to` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_members` ADD `read_receipt_up_to` integer DEFAULT 0 NOT NULL;