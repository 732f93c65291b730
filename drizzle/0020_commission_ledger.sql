CREATE TABLE "commission_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"item_id" text,
	"piece_name" text NOT NULL,
	"client_name" text NOT NULL,
	"retailer" text NOT NULL,
	"price_amount" integer,
	"currency" text,
	"basis_points" integer,
	"estimated_amount" integer,
	"corrected_amount" integer,
	"bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_entry" ADD CONSTRAINT "commission_entry_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entry" ADD CONSTRAINT "commission_entry_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entry_owner_item_idx" ON "commission_entry" USING btree ("owner_id","item_id");--> statement-breakpoint
CREATE INDEX "commission_entry_owner_bought_idx" ON "commission_entry" USING btree ("owner_id","bought_at");