CREATE TABLE "appointment" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"type_id" text,
	"type_name" text NOT NULL,
	"place" text NOT NULL,
	"place_detail" text,
	"client_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"name" text,
	"email" text,
	"phone" text,
	"service_package" text,
	"note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"booked_by" text NOT NULL,
	"reminded_day_at" timestamp with time zone,
	"reminded_hours_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_type" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text NOT NULL,
	"place_detail" text,
	"price_amount" integer,
	"deposit_amount" integer,
	"currency" text,
	"package_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"dates_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"notice_minutes" integer DEFAULT 1440 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"max_per_day" integer,
	"feed_token" text,
	"busy_feed_url" text,
	"busy_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_feed_read_at" timestamp with time zone,
	"busy_feed_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_type_id_appointment_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_type"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_type" ADD CONSTRAINT "appointment_type_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_type" ADD CONSTRAINT "appointment_type_package_id_service_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_owner_start_active_idx" ON "appointment" USING btree ("owner_id","starts_at") WHERE "appointment"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "appointment_owner_start_idx" ON "appointment" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_client_idx" ON "appointment" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "appointment_type_owner_idx" ON "appointment_type" USING btree ("owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_type_package_idx" ON "appointment_type" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_feed_token_idx" ON "booking_settings" USING btree ("feed_token");