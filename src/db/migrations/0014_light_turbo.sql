CREATE TABLE `post_authors` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`blocked` integer DEFAULT false NOT NULL,
	`deleted` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The log is append-only (0001 refuses UPDATE and DELETE). An insert must not take an event's place either:
-- INSERT OR REPLACE, REPLACE and an UPSERT that hits a stored position or (stream, version) would remove or
-- rewrite that event, and SQLite fires no DELETE trigger for a REPLACE unless recursive_triggers is on. So
-- any insert that names a position or a stream version already stored is refused before it is made.
CREATE TRIGGER `events_no_overwrite` BEFORE INSERT ON `events`
WHEN EXISTS (SELECT 1 FROM `events` WHERE `position` = NEW.`position` OR (`stream` = NEW.`stream` AND `version` = NEW.`version`))
BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
