CREATE TABLE "invitation" (
	"email" text PRIMARY KEY NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outgoing_email" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limiter" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_email" ADD CONSTRAINT "outgoing_email_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_email_sent_idx" ON "outgoing_email" USING btree ("sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_limiter_expire_idx" ON "rate_limiter" USING btree ("expire");--> statement-breakpoint
-- Accounts confirmed before this column existed have been confirmed for longer than a day.
UPDATE "user" SET "email_confirmed_at" = "created_at" WHERE "email_verified" = true;
