CREATE TABLE "affiliate_click" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"item_id" text NOT NULL,
	"rule_domain" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"domain" text NOT NULL,
	"kind" text NOT NULL,
	"param_name" text,
	"param_value" text,
	"template" text,
	"commission_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "affiliate_disclosure" text;--> statement-breakpoint
ALTER TABLE "affiliate_click" ADD CONSTRAINT "affiliate_click_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_click" ADD CONSTRAINT "affiliate_click_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rule" ADD CONSTRAINT "affiliate_rule_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_click_owner_item_idx" ON "affiliate_click" USING btree ("owner_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_rule_owner_domain_idx" ON "affiliate_rule" USING btree ("owner_id","domain");--> statement-breakpoint
-- Her client pages show what her affiliate rules say (the disclosure line, her Shop Now links):
-- a change of rules, or of her disclosure line, raises the content_version of each of her
-- capsules in the same transaction, as any other change to what the page shows does (0003).
CREATE FUNCTION affiliate_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE capsule SET content_version = content_version + 1
    WHERE owner_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER affiliate_rule_changed AFTER INSERT OR UPDATE OR DELETE ON affiliate_rule
  FOR EACH ROW EXECUTE FUNCTION affiliate_rules_changed();
--> statement-breakpoint
CREATE TRIGGER affiliate_disclosure_changed AFTER UPDATE OF affiliate_disclosure ON studio_settings
  FOR EACH ROW WHEN (NEW.affiliate_disclosure IS DISTINCT FROM OLD.affiliate_disclosure)
  EXECUTE FUNCTION affiliate_rules_changed();
