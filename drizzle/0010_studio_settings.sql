CREATE TABLE "studio_settings" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Her client pages show her studio's name and count in its currency: a change to either raises
-- the content_version of each of her capsules (see 0003), so no page rendered before is served.
CREATE FUNCTION studio_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.currency IS DISTINCT FROM OLD.currency THEN
    UPDATE capsule SET content_version = content_version + 1 WHERE owner_id = NEW.owner_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER studio_settings_changed AFTER UPDATE ON studio_settings
  FOR EACH ROW EXECUTE FUNCTION studio_settings_changed();
