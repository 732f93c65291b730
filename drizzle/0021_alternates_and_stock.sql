CREATE TABLE "shop_backoff" (
	"host" text PRIMARY KEY NOT NULL,
	"backoff_until" timestamp with time zone NOT NULL,
	"refusals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_check" (
	"capsule_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"told_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "alternate_of" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "stock_status" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "stock_price_amount" bigint;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "stock_price_currency" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "stock_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "stock_checks" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_check" ADD CONSTRAINT "stock_check_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_check" ADD CONSTRAINT "stock_check_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_alternate_of_item_id_fk" FOREIGN KEY ("alternate_of") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_alternate_of_idx" ON "item" USING btree ("alternate_of");--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_stock_price_check" CHECK (("item"."stock_price_amount" is null) = ("item"."stock_price_currency" is null) and coalesce("item"."stock_price_amount" >= 0, true));--> statement-breakpoint
-- An alternate backs up a piece of its own capsule: a piece that moves to another capsule (or to
-- the wardrobe) leaves its place as an alternate, and its alternates become pieces of their own.
-- The second part runs after the statement: one statement may move a piece and its alternates
-- together (a capsule deleted), and a row it is about to change can't be changed under it.
CREATE FUNCTION item_leaves_its_piece() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.capsule_id IS DISTINCT FROM OLD.capsule_id THEN
    NEW.alternate_of := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_capsule_moving BEFORE UPDATE OF capsule_id ON item
  FOR EACH ROW EXECUTE FUNCTION item_leaves_its_piece();
--> statement-breakpoint
CREATE FUNCTION item_alternates_let_go() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item SET alternate_of = NULL
    WHERE alternate_of = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_capsule_moved AFTER UPDATE OF capsule_id ON item
  FOR EACH ROW WHEN (NEW.capsule_id IS DISTINCT FROM OLD.capsule_id)
  EXECUTE FUNCTION item_alternates_let_go();
