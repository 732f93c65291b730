-- One name for the client's feedback (decision 021): the table, its keys and indexes are renamed
-- in place (no row is copied).
ALTER TABLE "capsule_answer" RENAME TO "feedback";--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "capsule_answer_pkey" TO "feedback_pkey";--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "capsule_answer_owner_id_user_id_fk" TO "feedback_owner_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "capsule_answer_capsule_id_capsule_id_fk" TO "feedback_capsule_id_capsule_id_fk";--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "capsule_answer_item_id_item_id_fk" TO "feedback_item_id_item_id_fk";--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "capsule_answer_outfit_id_outfit_id_fk" TO "feedback_outfit_id_outfit_id_fk";--> statement-breakpoint
ALTER INDEX "capsule_answer_target_idx" RENAME TO "feedback_target_idx";--> statement-breakpoint
ALTER INDEX "capsule_answer_owner_updated_idx" RENAME TO "feedback_owner_updated_idx";--> statement-breakpoint
-- Deletes still in their undo window name the table they took rows from: the new name.
UPDATE "trash" SET "rows" = ("rows" - 'capsule_answer') || jsonb_build_object('feedback', "rows" -> 'capsule_answer') WHERE "rows" ? 'capsule_answer';
