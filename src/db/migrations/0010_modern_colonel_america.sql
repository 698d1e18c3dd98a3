CREATE TABLE `realtime_online` (
	`user_id` integer NOT NULL,
	`process` text NOT NULL,
	PRIMARY KEY(`user_id`, `process`)
);
--> statement-breakpoint
CREATE INDEX `realtime_online_process` ON `realtime_online` (`process`);--> statement-breakpoint
CREATE TABLE `realtime_processes` (
	`id` text PRIMARY KEY NOT NULL,
	`alive_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `realtime_signals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`origin` text NOT NULL,
	`body` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `realtime_signals_at` ON `realtime_signals` (`at`);