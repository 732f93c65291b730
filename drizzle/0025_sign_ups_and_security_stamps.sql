CREATE TABLE "pending_sign_up" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "security_stamp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pending_sign_up_email_idx" ON "pending_sign_up" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pending_sign_up_expires_idx" ON "pending_sign_up" USING btree ("expires_at");