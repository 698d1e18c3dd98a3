CREATE TABLE `sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
-- A database that already holds accounts and posts goes on after their highest ids, as the log names them.
INSERT INTO `sequences` (`name`, `value`)
SELECT 'users', max(CAST(substr(`stream`, 6) AS integer)) FROM `events` WHERE `stream` LIKE 'user-%' HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO `sequences` (`name`, `value`)
SELECT 'posts', max(CAST(substr(`stream`, 6) AS integer)) FROM `events` WHERE `stream` LIKE 'post-%' HAVING count(*) > 0;
