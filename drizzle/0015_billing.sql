CREATE TABLE "billing_settings" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"legal_name" text,
	"address" text,
	"tax_id" text,
	"tax_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"number_format" text DEFAULT 'INV-{YYYY}-{NNNN}' NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"payment_instructions" text,
	"payment_link" text,
	"due_days" integer DEFAULT 14 NOT NULL,
	"footer" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_voucher" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"package_id" text,
	"package_name" text,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency" text NOT NULL,
	"recipient" text,
	"note" text,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"client_id" text,
	"client_name" text NOT NULL,
	"client_email" text,
	"client_address" text,
	"package_id" text,
	"kind" text DEFAULT 'custom' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"token" text NOT NULL,
	"sequence" integer,
	"number" text,
	"currency" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"tax_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"seller" jsonb,
	"issued_on" date,
	"due_on" date,
	"sent_at" timestamp with time zone,
	"remind" boolean DEFAULT true NOT NULL,
	"reminded_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"voucher_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_package" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"price_amount" integer,
	"currency" text NOT NULL,
	"price_text" text,
	"price_note" text,
	"summary" text,
	"included" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on" text,
	"deposit_kind" text,
	"deposit_value" integer,
	"show_on_site" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "packages_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher" ADD CONSTRAINT "gift_voucher_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher" ADD CONSTRAINT "gift_voucher_package_id_service_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_package"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_package_id_service_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_package"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_voucher_id_gift_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_voucher"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package" ADD CONSTRAINT "service_package_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_voucher_owner_code_idx" ON "gift_voucher" USING btree ("owner_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_owner_number_idx" ON "invoice" USING btree ("owner_id","number");--> statement-breakpoint
CREATE INDEX "invoice_owner_created_idx" ON "invoice" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_client_idx" ON "invoice" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoice_payment_invoice_idx" ON "invoice_payment" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payment_owner_paid_idx" ON "invoice_payment" USING btree ("owner_id","paid_on");--> statement-breakpoint
CREATE INDEX "service_package_owner_position_idx" ON "service_package" USING btree ("owner_id","position");