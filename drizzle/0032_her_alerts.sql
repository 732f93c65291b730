CREATE TABLE "alert_setting" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"modes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary_hour" smallint DEFAULT 8 NOT NULL,
	"summary_sent_on" text
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_setting" ADD CONSTRAINT "alert_setting_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_untold_idx" ON "activity" USING btree ("created_at") WHERE "activity"."alerted_at" is null and "activity"."seen_at" is null and "activity"."done_at" is null;--> statement-breakpoint
-- What was on Today before her alerts is not news for an e-mail.
UPDATE "activity" SET "alerted_at" = "created_at";
