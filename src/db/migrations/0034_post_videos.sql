CREATE TABLE `post_videos` (
	`id` integer PRIMARY KEY NOT NULL,
	`author_id` integer NOT NULL,
	`state` text NOT NULL,
	`percent` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`original_key` text NOT NULL,
	`uploaded_at` text NOT NULL,
	`changed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `post_videos_author` ON `post_videos` (`author_id`,`id`);--> statement-breakpoint
ALTER TABLE `posts` ADD `media_video` text;