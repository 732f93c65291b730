ALTER TABLE "service_package" ADD COLUMN "starter" text;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "made_with" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "set_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "checklist_hidden_at" timestamp with time zone;--> statement-breakpoint
-- Her client pages speak in her studio's name and currency and end with the "Made with" line
-- or not: a change to any of them raises the content_version of each of her capsules (see 0003
-- and 0010), so no page rendered before is served.
CREATE OR REPLACE FUNCTION studio_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.currency IS DISTINCT FROM OLD.currency
    OR NEW.made_with IS DISTINCT FROM OLD.made_with THEN
    UPDATE capsule SET content_version = content_version + 1 WHERE owner_id = NEW.owner_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The site's three starter packages, brought over from the old Site settings as they shipped
-- (in dollars) and never changed since, follow her studio's currency from now on.
UPDATE "service_package" SET "starter" = CASE "name"
    WHEN 'Style Snack' THEN 'style-snack'
    WHEN 'Clean Slate' THEN 'clean-slate'
    ELSE 'seasonal-set-up'
  END
  WHERE "currency" = 'USD' AND "deposit_kind" IS NULL AND (
    ("name", "price_amount", "summary", coalesce("add_on", '')) IN (
      ('Style Snack', 7500, 'One outfit for a specific event.', ''),
      ('Clean Slate', 35900, '10 pieces that work with your existing closet.', 'Optional outfit-building cheat sheet +$50'),
      ('Seasonal Set Up', 84900, '25 pieces plus 2 weeks of unlimited messaging.', 'Bonus: outfit combinations guide +$100')
    )
  );
