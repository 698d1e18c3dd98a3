CREATE TABLE `blocks` (
	`user_id` integer NOT NULL,
	`other_id` integer NOT NULL,
	`kind` text NOT NULL,
	`since` text NOT NULL,
	PRIMARY KEY(`user_id`, `other_id`, `kind`)
);
--> statement-breakpoint
CREATE INDEX `blocks_other` ON `blocks` (`other_id`,`user_id`,`kind`);