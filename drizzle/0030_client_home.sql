CREATE TABLE "client_home" (
	"client_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"token" text NOT NULL,
	"visited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_home" ADD CONSTRAINT "client_home_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_home" ADD CONSTRAINT "client_home_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_home_token_idx" ON "client_home" USING btree ("token");