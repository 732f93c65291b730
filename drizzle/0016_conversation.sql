CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"capsule_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"client_mail" text
);
--> statement-breakpoint
CREATE TABLE "thread" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"capsule_id" text NOT NULL,
	"target" text NOT NULL,
	"item_id" text,
	"outfit_id" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capsule_feedback_state" ADD COLUMN "mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capsule_feedback_state" ADD COLUMN "client_mail_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_thread_id_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread" ADD CONSTRAINT "thread_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread" ADD CONSTRAINT "thread_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread" ADD CONSTRAINT "thread_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread" ADD CONSTRAINT "thread_outfit_id_outfit_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_thread_created_idx" ON "message" USING btree ("thread_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_owner_created_idx" ON "message" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "thread_target_idx" ON "thread" USING btree ("capsule_id","target");--> statement-breakpoint
CREATE INDEX "thread_capsule_last_idx" ON "thread" USING btree ("capsule_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
-- Each note the client left (one per piece) becomes the first message of its piece's thread,
-- from her, at the time the note was last saved (decision 031).
INSERT INTO "thread" ("id", "owner_id", "capsule_id", "target", "item_id", "outfit_id", "last_message_at", "created_at")
SELECT 't_' || "id", "owner_id", "capsule_id", "target", "item_id", "outfit_id", "updated_at", "updated_at"
FROM "feedback" WHERE "note" IS NOT NULL AND btrim("note") <> '';--> statement-breakpoint
INSERT INTO "message" ("id", "owner_id", "capsule_id", "thread_id", "author", "body", "created_at")
SELECT 'm_' || "id", "owner_id", "capsule_id", 't_' || "id", 'client', "note", "updated_at"
FROM "feedback" WHERE "note" IS NOT NULL AND btrim("note") <> '';--> statement-breakpoint
-- Deletes still in their undo window hold feedback rows as JSON: their notes come back as threads.
UPDATE "trash" SET "rows" = "trash"."rows" || jsonb_build_object(
  'thread', coalesce("trash"."rows" -> 'thread', '[]'::jsonb) || "notes"."threads",
  'message', coalesce("trash"."rows" -> 'message', '[]'::jsonb) || "notes"."messages")
FROM (
  SELECT "trash"."id",
    jsonb_agg(jsonb_build_object('id', 't_' || (f ->> 'id'), 'ownerId', f -> 'ownerId',
      'capsuleId', f -> 'capsuleId', 'target', f -> 'target', 'itemId', f -> 'itemId',
      'outfitId', f -> 'outfitId', 'lastMessageAt', f -> 'updatedAt', 'createdAt', f -> 'updatedAt')) AS "threads",
    jsonb_agg(jsonb_build_object('id', 'm_' || (f ->> 'id'), 'ownerId', f -> 'ownerId',
      'capsuleId', f -> 'capsuleId', 'threadId', 't_' || (f ->> 'id'), 'author', 'client',
      'body', f -> 'note', 'createdAt', f -> 'updatedAt')) AS "messages"
  FROM "trash", jsonb_array_elements(CASE WHEN jsonb_typeof("trash"."rows" -> 'feedback') = 'array' THEN "trash"."rows" -> 'feedback' ELSE '[]'::jsonb END) AS f
  WHERE coalesce(btrim(f ->> 'note'), '') <> ''
  GROUP BY "trash"."id"
) AS "notes"
WHERE "notes"."id" = "trash"."id";--> statement-breakpoint
ALTER TABLE "feedback" DROP COLUMN "note";