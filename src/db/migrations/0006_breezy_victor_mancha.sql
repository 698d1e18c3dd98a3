CREATE TABLE `sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
-- A database that already holds accounts and posts goes on after their highest ids, as the log names them.
-- (No HAVING without GROUP BY: SQLite takes it, sqld's own parser does not.)
INSERT INTO `sequences` (`name`, `value`)
SELECT 'users', `highest` FROM (SELECT max(CAST(substr(`stream`, 6) AS integer)) AS `highest` FROM `events` WHERE `stream` LIKE 'user-%') WHERE `highest` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `sequences` (`name`, `value`)
SELECT 'posts', `highest` FROM (SELECT max(CAST(substr(`stream`, 6) AS integer)) AS `highest` FROM `events` WHERE `stream` LIKE 'post-%') WHERE `highest` IS NOT NULL;
