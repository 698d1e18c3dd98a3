CREATE TABLE `zone_notes` (
	`user_id` integer NOT NULL,
	`zone` text NOT NULL,
	`text` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `zone`)
);
--> statement-breakpoint
CREATE TABLE `zones` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`scene` text NOT NULL,
	`mode` text NOT NULL,
	`auto_access` integer NOT NULL,
	`avatar` integer NOT NULL,
	`broadcast_notify` integer NOT NULL,
	`owner` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `zones_slug` ON `zones` (`slug`);--> statement-breakpoint
CREATE INDEX `zones_mode` ON `zones` (`mode`,`id`);--> statement-breakpoint
CREATE INDEX `zones_owner` ON `zones` (`owner`,`id`);