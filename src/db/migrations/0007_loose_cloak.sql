CREATE TABLE `game_best_scores` (
	`user_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`score` integer NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`)
);
--> statement-breakpoint
CREATE INDEX `game_best_scores_game` ON `game_best_scores` (`game_id`,`score`);--> statement-breakpoint
CREATE TABLE `game_favourites` (
	`user_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`)
);
--> statement-breakpoint
CREATE INDEX `game_favourites_newest` ON `game_favourites` (`user_id`,`position`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`title` text NOT NULL,
	`genre` text NOT NULL,
	`description` text NOT NULL,
	`url` text NOT NULL,
	`image` text NOT NULL,
	`mobile` integer NOT NULL,
	`pc` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`source` text NOT NULL,
	`removed` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_key` ON `games` (`key`);--> statement-breakpoint
CREATE INDEX `games_for_mobile` ON `games` (`id`) WHERE mobile = 1 and removed = 0;--> statement-breakpoint
CREATE INDEX `games_for_pc` ON `games` (`id`) WHERE pc = 1 and removed = 0;--> statement-breakpoint
CREATE TABLE `videos` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`poster` text NOT NULL,
	`mobile` integer NOT NULL,
	`pc` integer NOT NULL,
	`source` text NOT NULL,
	`removed` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `videos_key` ON `videos` (`key`);--> statement-breakpoint
CREATE INDEX `videos_for_mobile` ON `videos` (`id`) WHERE mobile = 1 and removed = 0;--> statement-breakpoint
CREATE INDEX `videos_for_pc` ON `videos` (`id`) WHERE pc = 1 and removed = 0;