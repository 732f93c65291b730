CREATE TABLE "rate_limiter" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" integer;--> statement-breakpoint
CREATE INDEX "rate_limiter_expire_idx" ON "rate_limiter" USING btree ("expire");