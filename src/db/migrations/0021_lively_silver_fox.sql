CREATE TABLE `zone_guests` (
	`zone_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`zone_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `zone_guests_user` ON `zone_guests` (`user_id`,`status`,`zone_id`);