ALTER TABLE "capsule" ADD COLUMN "content_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what the client capsule page shows raises its capsule's content_version, in the
-- same transaction: the page rendered for a version can be served until the next one.
-- A direct edit of the capsule (name, description, password, publishing) raises it too.
CREATE FUNCTION capsule_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content_version = OLD.content_version THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER capsule_edited BEFORE UPDATE ON capsule
  FOR EACH ROW EXECUTE FUNCTION capsule_edited();
--> statement-breakpoint
-- Rows with a capsule_id of their own (item, outfit, cheat_sheet): the old and the new capsule.
CREATE FUNCTION capsule_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE capsule SET content_version = content_version + 1 WHERE id = OLD.capsule_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE capsule SET content_version = content_version + 1 WHERE id = NEW.capsule_id;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.capsule_id IS DISTINCT FROM OLD.capsule_id THEN
      UPDATE capsule SET content_version = content_version + 1 WHERE id = NEW.capsule_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_changed AFTER INSERT OR UPDATE OR DELETE ON item
  FOR EACH ROW EXECUTE FUNCTION capsule_part_changed();
--> statement-breakpoint
CREATE TRIGGER outfit_changed AFTER INSERT OR UPDATE OR DELETE ON outfit
  FOR EACH ROW EXECUTE FUNCTION capsule_part_changed();
--> statement-breakpoint
CREATE TRIGGER cheat_sheet_changed AFTER INSERT OR UPDATE OR DELETE ON cheat_sheet
  FOR EACH ROW EXECUTE FUNCTION capsule_part_changed();
--> statement-breakpoint
-- The pieces of an outfit or a cheat sheet: the capsule of the parent row (old and new).
-- TG_ARGV[0] is the parent table, TG_ARGV[1] the piece's column that names the parent.
CREATE FUNCTION capsule_piece_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parents text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    parents := parents || (to_jsonb(OLD) ->> TG_ARGV[1]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    parents := parents || (to_jsonb(NEW) ->> TG_ARGV[1]);
  END IF;
  EXECUTE format(
    'UPDATE capsule SET content_version = content_version + 1
     WHERE id IN (SELECT capsule_id FROM %I WHERE id = ANY ($1))',
    TG_ARGV[0]
  ) USING parents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER outfit_item_changed AFTER INSERT OR UPDATE OR DELETE ON outfit_item
  FOR EACH ROW EXECUTE FUNCTION capsule_piece_changed('outfit', 'outfit_id');
--> statement-breakpoint
CREATE TRIGGER cheat_sheet_item_changed AFTER INSERT OR UPDATE OR DELETE ON cheat_sheet_item
  FOR EACH ROW EXECUTE FUNCTION capsule_piece_changed('cheat_sheet', 'cheat_sheet_id');
