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
-- The pieces of an outfit: its capsule.
CREATE FUNCTION outfit_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE capsule SET content_version = content_version + 1
  WHERE id IN (
    SELECT capsule_id FROM outfit
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.outfit_id ELSE NEW.outfit_id END
       OR (TG_OP = 'UPDATE' AND id = OLD.outfit_id)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER outfit_item_changed AFTER INSERT OR UPDATE OR DELETE ON outfit_item
  FOR EACH ROW EXECUTE FUNCTION outfit_item_changed();
--> statement-breakpoint
-- The pieces of a cheat sheet: its capsule.
CREATE FUNCTION cheat_sheet_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE capsule SET content_version = content_version + 1
  WHERE id IN (
    SELECT capsule_id FROM cheat_sheet
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cheat_sheet_id ELSE NEW.cheat_sheet_id END
       OR (TG_OP = 'UPDATE' AND id = OLD.cheat_sheet_id)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cheat_sheet_item_changed AFTER INSERT OR UPDATE OR DELETE ON cheat_sheet_item
  FOR EACH ROW EXECUTE FUNCTION cheat_sheet_item_changed();
