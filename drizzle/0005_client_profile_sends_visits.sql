CREATE TABLE "capsule_send" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"capsule_id" text NOT NULL,
	"to_email" text NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_visit" (
	"capsule_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "size_tops" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "size_bottoms" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "size_dress" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "size_shoes" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "size_notes" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "measurements" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "colours_loved" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "colours_avoided" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "style_words" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "came_from" text;--> statement-breakpoint
ALTER TABLE "capsule_send" ADD CONSTRAINT "capsule_send_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_send" ADD CONSTRAINT "capsule_send_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_visit" ADD CONSTRAINT "capsule_visit_capsule_id_capsule_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_visit" ADD CONSTRAINT "capsule_visit_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capsule_send_capsule_sent_idx" ON "capsule_send" USING btree ("capsule_id","sent_at" DESC NULLS LAST);