DROP INDEX `post_words_post`;--> statement-breakpoint
DROP INDEX `posts_media_key`;--> statement-breakpoint
CREATE INDEX `posts_media_key` ON `posts` (`media_key`) WHERE media_key is not null;--> statement-breakpoint
-- By hand (drizzle cannot declare it): the words keyed by (word, post_id) alone, one B-tree instead of a
-- table, its key's index and an index by post.
CREATE TABLE `post_words__keyed` (
	`word` text NOT NULL,
	`post_id` integer NOT NULL,
	PRIMARY KEY(`word`, `post_id`)
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `post_words__keyed` (`word`, `post_id`) SELECT `word`, `post_id` FROM `post_words` ORDER BY 1, 2;--> statement-breakpoint
DROP TABLE `post_words`;--> statement-breakpoint
ALTER TABLE `post_words__keyed` RENAME TO `post_words`;
