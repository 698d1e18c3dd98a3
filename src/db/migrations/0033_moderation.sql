CREATE TABLE `moderation_accounts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`suspended_until` text,
	`suspension_action_id` integer,
	`limit_action_id` integer
);
--> statement-breakpoint
CREATE TABLE `moderation_actions` (
	`id` integer PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`admin_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`target_kind` text,
	`target_id` integer,
	`message` text NOT NULL,
	`days` integer,
	`until` text,
	`at` text NOT NULL,
	`revoked_at` text,
	`revoked_by` integer,
	`revoke_cause` text,
	`appeal_text` text,
	`appealed_at` text,
	`appeal_state` text,
	`appeal_decided_by` integer,
	`appeal_decided_at` text
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_account` ON `moderation_actions` (`account_id`,`id`);--> statement-breakpoint
CREATE INDEX `moderation_actions_at` ON `moderation_actions` (`at`);--> statement-breakpoint
CREATE INDEX `moderation_actions_appeals` ON `moderation_actions` (`appeal_state`,`id`) WHERE appeal_state is not null;--> statement-breakpoint
CREATE TABLE `moderation_audit` (
	`position` integer PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`action` text NOT NULL,
	`detail` text,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `moderation_audit_admin` ON `moderation_audit` (`admin_id`,`position`);--> statement-breakpoint
CREATE INDEX `moderation_audit_action` ON `moderation_audit` (`action`,`position`);--> statement-breakpoint
CREATE INDEX `moderation_audit_account` ON `moderation_audit` (`account_id`,`position`);--> statement-breakpoint
CREATE TABLE `report_targets` (
	`target_kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`status` text NOT NULL,
	`latest_report_id` integer NOT NULL,
	`open_reports` integer NOT NULL,
	`open_reporters` integer NOT NULL,
	`total_reports` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`target_kind`, `target_id`)
);
--> statement-breakpoint
CREATE INDEX `report_targets_queue` ON `report_targets` (`status`,`latest_report_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY NOT NULL,
	`reporter_id` integer NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text NOT NULL,
	`evidence` text,
	`filed_position` integer NOT NULL,
	`filed_at` text NOT NULL,
	`resolved_by` integer,
	`resolved_at` text
);
--> statement-breakpoint
CREATE INDEX `reports_target` ON `reports` (`target_kind`,`target_id`,`id`);--> statement-breakpoint
CREATE INDEX `reports_open_target` ON `reports` (`target_kind`,`target_id`,`reporter_id`) WHERE resolved_by is null;--> statement-breakpoint
CREATE INDEX `reports_account` ON `reports` (`account_id`,`id`);--> statement-breakpoint
CREATE INDEX `reports_reporter` ON `reports` (`reporter_id`,`id`);--> statement-breakpoint
CREATE INDEX `reports_filed_at` ON `reports` (`filed_at`);--> statement-breakpoint
CREATE INDEX `reports_resolved_at` ON `reports` (`resolved_at`) WHERE resolved_at is not null;--> statement-breakpoint
DROP INDEX `posts_public`;--> statement-breakpoint
ALTER TABLE `posts` ADD `held` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `sensitive` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `limited` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `posts_public` ON `posts` (`id`) WHERE sharing = 1 and deleted = 0 and author_active = 1 and held = 0 and limited = 0;--> statement-breakpoint
ALTER TABLE `post_authors` ADD `limited` integer DEFAULT false NOT NULL;