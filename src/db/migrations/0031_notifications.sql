CREATE TABLE `notification_actors` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`actor_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`, `actor_id`)
);
--> statement-breakpoint
CREATE INDEX `notification_actors_key` ON `notification_actors` (`key`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`position` integer NOT NULL,
	`at` text NOT NULL,
	`read_position` integer NOT NULL,
	`actors` text NOT NULL,
	`actor_count` integer NOT NULL,
	`subject_id` integer,
	`subject_slug` text,
	`subject_name` text,
	PRIMARY KEY(`user_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `notifications_user_position` ON `notifications` (`user_id`,`position`);--> statement-breakpoint
CREATE INDEX `notifications_unread` ON `notifications` (`user_id`,`position`) WHERE position > read_position;--> statement-breakpoint
CREATE INDEX `notifications_key` ON `notifications` (`key`);--> statement-breakpoint
CREATE INDEX `notifications_position` ON `notifications` (`position`);