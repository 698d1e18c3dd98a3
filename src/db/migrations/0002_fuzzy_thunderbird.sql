CREATE TABLE `activity_days` (
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`first_active` text NOT NULL,
	`last_active` text NOT NULL,
	PRIMARY KEY(`user_id`, `date`)
);
--> statement-breakpoint
CREATE TABLE `auth_attempts` (
	`position` integer NOT NULL,
	`bucket` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`position`, `bucket`)
);
--> statement-breakpoint
CREATE INDEX `auth_attempts_bucket` ON `auth_attempts` (`bucket`,`at`);--> statement-breakpoint
CREATE INDEX `auth_attempts_at` ON `auth_attempts` (`at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `password_resets_user` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `registration_code_failures` (
	`position` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `registration_code_failures_user` ON `registration_code_failures` (`user_id`,`position`);--> statement-breakpoint
CREATE TABLE `registration_codes` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`issued_position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`issued_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`replaced_at` text
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_family` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `session_families` (
	`family_id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`started_at` text NOT NULL,
	`revoked_at` text,
	`revoked_reason` text
);
--> statement-breakpoint
CREATE INDEX `session_families_user` ON `session_families` (`user_id`,`revoked_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`password_hash` text,
	`google_subject` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_blocked` integer DEFAULT false NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`deleted_at` text,
	`last_active` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_live` ON `users` (`username`) WHERE is_verified = 1 and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_live` ON `users` (`email_key`) WHERE is_verified = 1 and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_live` ON `users` (`google_subject`) WHERE google_subject is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX `users_username` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_email` ON `users` (`email_key`);