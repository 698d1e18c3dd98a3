CREATE TABLE `investor_bulk_sends` (
	`id` integer PRIMARY KEY NOT NULL,
	`by` integer NOT NULL,
	`started_at` text NOT NULL,
	`total` integer NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `investors` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`note` text NOT NULL,
	`status` integer DEFAULT false NOT NULL,
	`action` integer DEFAULT false NOT NULL,
	`mail_pending` integer DEFAULT false NOT NULL,
	`creator` integer NOT NULL,
	`created_at` text NOT NULL,
	`removed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investors_email_live` ON `investors` (`email_key`) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX `investors_live` ON `investors` (`removed_at`,`id`);