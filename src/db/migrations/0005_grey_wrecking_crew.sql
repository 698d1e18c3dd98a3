CREATE TABLE `reactor_checkpoints` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reactor_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reactor_parked` (
	`reactor` text NOT NULL,
	`position` integer NOT NULL,
	`attempts` integer NOT NULL,
	`error` text NOT NULL,
	`parked_at` text NOT NULL,
	PRIMARY KEY(`reactor`, `position`)
);
