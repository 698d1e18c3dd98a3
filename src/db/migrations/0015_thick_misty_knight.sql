CREATE TABLE `chat_key_history` (
	`user_id` integer NOT NULL,
	`position` integer NOT NULL,
	`public_key` text NOT NULL,
	`published_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `position`)
);
--> statement-breakpoint
CREATE TABLE `chat_keys` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`wrapped_private_key` text NOT NULL,
	`salt` text NOT NULL,
	`iterations` integer NOT NULL,
	`published_at` text NOT NULL,
	`reset` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chat_members` (
	`user_id` integer NOT NULL,
	`chat_id` integer NOT NULL,
	`other_id` integer NOT NULL,
	`active_at` text NOT NULL,
	`last_read_id` integer DEFAULT 0 NOT NULL,
	`last_counted_id` integer DEFAULT 0 NOT NULL,
	`unread` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `chat_id`)
);
--> statement-breakpoint
CREATE INDEX `chat_members_recent` ON `chat_members` (`user_id`,`active_at`,`chat_id`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`chat_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`content` text NOT NULL,
	`is_image` integer NOT NULL,
	`media_key` text,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_messages_history` ON `chat_messages` (`chat_id`,`id`);--> statement-breakpoint
CREATE INDEX `chat_messages_media` ON `chat_messages` (`media_key`) WHERE media_key is not null;--> statement-breakpoint
CREATE TABLE `chats` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_low` integer NOT NULL,
	`user_high` integer NOT NULL,
	`started_at` text NOT NULL,
	`last_message_id` integer,
	`active_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chats_pair` ON `chats` (`user_low`,`user_high`);