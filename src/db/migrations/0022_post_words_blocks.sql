-- By hand (drizzle cannot declare WITHOUT ROWID): the words keyed by (word, block), one row per word for
-- each block of 32 consecutive post ids, bit `post_id % 32` of `post_bits` set for each post of the block that
-- has the word (projections/words.ts). The rows of the one-row-per-post table are folded into it.
CREATE TABLE `post_words__blocks` (
	`word` text NOT NULL,
	`block` integer NOT NULL,
	`post_bits` integer NOT NULL,
	PRIMARY KEY(`word`, `block`)
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `post_words__blocks` (`word`, `block`, `post_bits`)
SELECT `word`, `post_id` >> 5, sum(1 << (`post_id` & 31)) FROM `post_words` GROUP BY 1, 2 ORDER BY 1, 2;--> statement-breakpoint
DROP TABLE `post_words`;--> statement-breakpoint
ALTER TABLE `post_words__blocks` RENAME TO `post_words`;
