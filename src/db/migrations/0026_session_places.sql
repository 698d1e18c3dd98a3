ALTER TABLE `session_families` ADD `device` text;--> statement-breakpoint
ALTER TABLE `session_families` ADD `place` text;--> statement-breakpoint
ALTER TABLE `session_families` ADD `last_used_at` text;