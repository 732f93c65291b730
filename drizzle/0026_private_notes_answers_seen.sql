ALTER TABLE "closet_audit_piece" ADD COLUMN "client_note" text;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "answers_seen_at" timestamp with time zone;--> statement-breakpoint
-- A piece in a capsule is now to buy unless she says it is hers (issue 40). Until now a piece
-- without a shop link read as owned: those keep reading so (her clients' pages do not change
-- under them), now as her own choice.
UPDATE "item" SET "ownership" = 'owned'
WHERE "ownership" IS NULL AND "link" IS NULL AND "capsule_id" IS NOT NULL;
