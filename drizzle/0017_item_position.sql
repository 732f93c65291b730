ALTER TABLE "item" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "item_capsule_position_idx" ON "item" USING btree ("capsule_id","position");--> statement-breakpoint
-- Pieces were shown newest first, to the stylist and to her client: their places keep that order.
UPDATE "item" SET "position" = ranked.place
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "capsule_id" ORDER BY "created_at" DESC, "id" DESC) - 1)::integer AS place
  FROM "item" WHERE "capsule_id" IS NOT NULL
) AS ranked
WHERE "item"."id" = ranked."id";
