CREATE TABLE `keyword_filters` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`phrase` text NOT NULL,
	`action` text NOT NULL,
	`expires_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `keyword_filters_user` ON `keyword_filters` (`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `replies` ADD `removed` integer DEFAULT false NOT NULL;