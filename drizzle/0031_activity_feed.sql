CREATE TABLE "activity" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"client_id" text,
	"capsule_id" text,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_owner_open_idx" ON "activity" USING btree ("owner_id","created_at" DESC NULLS LAST) WHERE "activity"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_unseen_idx" ON "activity" USING btree ("owner_id","kind","capsule_id","subject_id") WHERE seen_at is null and done_at is null and capsule_id is not null;