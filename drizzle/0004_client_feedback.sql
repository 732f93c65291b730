CREATE TABLE "capsule_answer" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"capsule_id" text NOT NULL,
	"target" text NOT NULL,
	"item_id" text,
	"outfit_id" text,
	"reaction" text,
	"note" text,
	"bought" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_feedback_state" (
	"capsule_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "capsule" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "ownership" text;--> statement-breakpoint
ALTER TABLE "capsule_answer" ADD CONSTRAINT "capsule_answer_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_answer" ADD CONSTRAINT "capsule_answer_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_answer" ADD CONSTRAINT "capsule_answer_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_answer" ADD CONSTRAINT "capsule_answer_outfit_id_outfit_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_feedback_state" ADD CONSTRAINT "capsule_feedback_state_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_answer_target_idx" ON "capsule_answer" USING btree ("capsule_id","target");--> statement-breakpoint
CREATE INDEX "capsule_answer_owner_updated_idx" ON "capsule_answer" USING btree ("owner_id","updated_at" DESC NULLS LAST);