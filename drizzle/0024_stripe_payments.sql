CREATE TABLE "stripe_account" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"secret_key_sealed" text,
	"webhook_secret_sealed" text,
	"key_hint" text,
	"livemode" boolean,
	"account_id" text,
	"account_name" text,
	"tested_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_account_webhook_id_unique" UNIQUE("webhook_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_checkout" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"session_id" text NOT NULL,
	"purpose" text NOT NULL,
	"invoice_id" text,
	"reference" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_received" integer,
	"refunded" integer DEFAULT 0 NOT NULL,
	"payment_intent" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"look_reason" text,
	"look_resolved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"owner_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_intent" text,
	"refunded" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_event_owner_id_event_id_pk" PRIMARY KEY("owner_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "stripe_account" ADD CONSTRAINT "stripe_account_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_checkout" ADD CONSTRAINT "stripe_checkout_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_checkout" ADD CONSTRAINT "stripe_checkout_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_event" ADD CONSTRAINT "stripe_event_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_checkout_owner_session_idx" ON "stripe_checkout" USING btree ("owner_id","session_id");--> statement-breakpoint
CREATE INDEX "stripe_checkout_invoice_idx" ON "stripe_checkout" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "stripe_checkout_owner_intent_idx" ON "stripe_checkout" USING btree ("owner_id","payment_intent");--> statement-breakpoint
CREATE INDEX "stripe_event_owner_intent_idx" ON "stripe_event" USING btree ("owner_id","payment_intent");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_checkout_idx" ON "invoice_payment" USING btree ("checkout_id") WHERE "invoice_payment"."checkout_id" is not null and "invoice_payment"."amount" > 0;