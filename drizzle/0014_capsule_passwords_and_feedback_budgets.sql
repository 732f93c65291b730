DROP TABLE "rate_limit" CASCADE;--> statement-breakpoint
ALTER TABLE "capsule" ADD COLUMN "password_weak" boolean;