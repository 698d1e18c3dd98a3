CREATE TABLE `zone_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`zone` text NOT NULL,
	`instance` text,
	`author_id` integer NOT NULL,
	`text` text NOT NULL,
	`x` real NOT NULL,
	`y` real NOT NULL,
	`z` real NOT NULL,
	`hearers` text NOT NULL,
	`said_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `zone_messages_author` ON `zone_messages` (`author_id`,`id`);