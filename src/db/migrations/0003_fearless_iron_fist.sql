CREATE TABLE `post_words` (
	`word` text NOT NULL,
	`post_id` integer NOT NULL,
	PRIMARY KEY(`word`, `post_id`)
);
--> statement-breakpoint
CREATE INDEX `post_words_post` ON `post_words` (`post_id`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY NOT NULL,
	`author_id` integer NOT NULL,
	`context` text NOT NULL,
	`sharing` integer NOT NULL,
	`media_url` text,
	`media_type` text,
	`media_key` text,
	`created_position` integer NOT NULL,
	`created_at` text NOT NULL,
	`edited_at` text,
	`deleted` integer DEFAULT false NOT NULL,
	`author_active` integer DEFAULT true NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`rating_total` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `posts_public` ON `posts` (`id`) WHERE sharing = 1 and deleted = 0 and author_active = 1;--> statement-breakpoint
CREATE INDEX `posts_author` ON `posts` (`author_id`,`id`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`post_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`emoji` text,
	`rated_at` text NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `ratings_user` ON `ratings` (`user_id`,`post_id`);--> statement-breakpoint
CREATE TABLE `profile_reactions` (
	`profile_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`emoji` text NOT NULL,
	`reacted_at` text NOT NULL,
	PRIMARY KEY(`profile_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `profile_reactions_emoji` ON `profile_reactions` (`profile_id`,`emoji`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`name_key` text NOT NULL,
	`organisation` text,
	`picture_url` text,
	`picture_key` text
);
--> statement-breakpoint
CREATE INDEX `profiles_name` ON `profiles` (`name_key`);--> statement-breakpoint
CREATE TABLE `friendships` (
	`user_id` integer NOT NULL,
	`other_id` integer NOT NULL,
	`state` text NOT NULL,
	`since` text NOT NULL,
	PRIMARY KEY(`user_id`, `other_id`)
);
--> statement-breakpoint
CREATE INDEX `friendships_state` ON `friendships` (`user_id`,`state`,`other_id`);