CREATE TABLE `events` (
	`position` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stream` text NOT NULL,
	`version` integer NOT NULL,
	`type` text NOT NULL,
	`data` text NOT NULL,
	`meta` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_stream_version` ON `events` (`stream`,`version`);--> statement-breakpoint
CREATE INDEX `events_type` ON `events` (`type`);--> statement-breakpoint
CREATE TABLE `projection_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`position` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`sent_at` text NOT NULL
);
