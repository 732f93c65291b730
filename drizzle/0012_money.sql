-- Prices and budgets become an amount in minor units plus an ISO 4217 currency (decision 023).
-- The free text typed so far stays in price / budget: app/server/typed-prices.server.ts reads it
-- with the forms' own parser (app/lib/money.ts) once the migrations are applied, and moves what
-- reads as an amount into the new columns; what does not stays as text, shown as typed.
ALTER TABLE "capsule" ADD COLUMN "budget_amount" bigint;--> statement-breakpoint
ALTER TABLE "capsule" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "budget_amount" bigint;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "price_amount" bigint;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "capsule" ADD CONSTRAINT "capsule_budget_check" CHECK (("capsule"."budget_amount" is null) = ("capsule"."budget_currency" is null) and coalesce("capsule"."budget_amount" >= 0, true));--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_budget_check" CHECK (("client"."budget_amount" is null) = ("client"."budget_currency" is null) and coalesce("client"."budget_amount" >= 0, true));--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_price_check" CHECK (("item"."price_amount" is null) = ("item"."price_currency" is null) and coalesce("item"."price_amount" >= 0, true));