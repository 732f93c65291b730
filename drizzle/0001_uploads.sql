CREATE TABLE "upload" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"photo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_owner_created_idx" ON "upload" USING btree ("owner_id","created_at");