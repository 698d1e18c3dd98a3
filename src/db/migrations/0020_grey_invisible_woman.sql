CREATE TABLE `applied_position` (
	`id` integer PRIMARY KEY NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
-- A database from before this table had every event of its log applied already.
INSERT INTO `applied_position` (`id`, `position`) SELECT 1, coalesce(max(`position`), 0) FROM `events`;
