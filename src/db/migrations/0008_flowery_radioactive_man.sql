CREATE TABLE `admin_actions` (
	`position` integer PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`action` text NOT NULL,
	`detail` text,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_actions_user` ON `admin_actions` (`user_id`,`position`);--> statement-breakpoint
CREATE INDEX `users_last_active` ON `users` (`last_active`,`id`);