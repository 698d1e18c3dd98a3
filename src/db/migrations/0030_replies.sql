CREATE TABLE `replies` (
	`id` integer PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` text NOT NULL,
	`author_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `replies_post` ON `replies` (`post_id`,`id`);--> statement-breakpoint
CREATE INDEX `replies_author` ON `replies` (`author_id`,`post_id`);--> statement-breakpoint
ALTER TABLE `posts` ADD `reply_count` integer DEFAULT 0 NOT NULL;