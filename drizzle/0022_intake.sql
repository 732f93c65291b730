CREATE TABLE "closet_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"client_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"counts" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closet_audit_piece" (
	"audit_id" text NOT NULL,
	"item_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closet_audit_piece_audit_id_item_id_pk" PRIMARY KEY("audit_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"client_id" text NOT NULL,
	"token" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_on" date,
	"remind" boolean DEFAULT true NOT NULL,
	"reminded_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"question_id" text NOT NULL,
	"photo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_template" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closet_audit" ADD CONSTRAINT "closet_audit_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_audit" ADD CONSTRAINT "closet_audit_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_audit_piece" ADD CONSTRAINT "closet_audit_piece_audit_id_closet_audit_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."closet_audit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_audit_piece" ADD CONSTRAINT "closet_audit_piece_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_audit_piece" ADD CONSTRAINT "closet_audit_piece_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_photo" ADD CONSTRAINT "questionnaire_photo_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_photo" ADD CONSTRAINT "questionnaire_photo_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_template" ADD CONSTRAINT "questionnaire_template_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closet_audit_owner_client_idx" ON "closet_audit" USING btree ("owner_id","client_id");--> statement-breakpoint
CREATE INDEX "closet_audit_piece_item_idx" ON "closet_audit_piece" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_token_idx" ON "questionnaire" USING btree ("token");--> statement-breakpoint
CREATE INDEX "questionnaire_owner_client_idx" ON "questionnaire" USING btree ("owner_id","client_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_photo_questionnaire_idx" ON "questionnaire_photo" USING btree ("questionnaire_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_photo_key_idx" ON "questionnaire_photo" USING btree (("photo" ->> 'key'));--> statement-breakpoint
-- Her client's capsule pages say whether a closet edit is there to see (the latest done audit):
-- an audit done, undone or deleted raises the content version of every capsule of its client.
CREATE FUNCTION closet_audit_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.done_at IS NOT NULL THEN
      UPDATE capsule SET content_version = content_version + 1 WHERE client_id = OLD.client_id;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NEW.done_at IS NOT NULL THEN
      UPDATE capsule SET content_version = content_version + 1 WHERE client_id = NEW.client_id;
    END IF;
  ELSIF NEW.done_at IS DISTINCT FROM OLD.done_at THEN
    UPDATE capsule SET content_version = content_version + 1 WHERE client_id = NEW.client_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER closet_audit_shown AFTER INSERT OR UPDATE OR DELETE ON closet_audit
  FOR EACH ROW EXECUTE FUNCTION closet_audit_shown();
