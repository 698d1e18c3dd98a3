CREATE TABLE `personal_keys` (
	`subject` text PRIMARY KEY NOT NULL,
	`key` blob,
	`erased_at` text
);
