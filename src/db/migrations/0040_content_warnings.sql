ALTER TABLE `post_settings` ADD `always_show_sensitive` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `content_warning` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `media_sensitive` integer DEFAULT false NOT NULL;