CREATE TABLE `media_files` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`post_id` integer,
	`bytes` integer NOT NULL,
	`stored_at` text NOT NULL,
	`removed_at` text
);
--> statement-breakpoint
CREATE INDEX `media_files_user_stored` ON `media_files` (`user_id`,`stored_at`);--> statement-breakpoint
CREATE INDEX `media_files_post` ON `media_files` (`post_id`);