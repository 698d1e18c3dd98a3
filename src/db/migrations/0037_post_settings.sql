CREATE TABLE `post_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`alt_text_reminder` integer NOT NULL
);
