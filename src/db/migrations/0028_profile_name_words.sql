CREATE TABLE `profile_name_words` (
	`word` text NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`word`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `profile_name_words_user` ON `profile_name_words` (`user_id`);