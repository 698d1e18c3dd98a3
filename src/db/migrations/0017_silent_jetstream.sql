CREATE TABLE `push_interests` (
	`user_id` integer NOT NULL,
	`interest` text NOT NULL,
	PRIMARY KEY(`user_id`, `interest`)
);
