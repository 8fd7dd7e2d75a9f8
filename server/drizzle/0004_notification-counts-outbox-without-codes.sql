-- Mailed codes are no longer kept in plain text: withhold them from the bodies already written.
UPDATE "outbox" SET "body" = replace("body", "secret", '[code withheld]') WHERE "secret" IS NOT NULL AND "secret" <> '';--> statement-breakpoint
CREATE TABLE "notification_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_newest_idx" ON "notifications" USING btree ("user_id","date_created","id");--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "secret";