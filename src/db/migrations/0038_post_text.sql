-- The post's text is `text` in the log's new events and here (issue 25 item 4); events logged with `context` are
-- upcast when read (store/upcast.ts). A rename, not a copy: the rows and the search words stay as they are.
ALTER TABLE `posts` RENAME COLUMN "context" TO "text";