-- Units' payment plans and delivery (docs/decisions/0030-payment-plans.md): the plan's figures, finishing and
-- delivery date, all optional; price_per_sqm and move_in_from, derived by the database, for the list's sorts
-- and its "ready to move in" filter; partial indexes over listed units for both; checks on the plan's shape.
ALTER TABLE "units" ADD COLUMN "down_payment_usd" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "instalment_count" smallint;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "instalment_frequency" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "amount_paid_usd" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "amount_left_usd" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "finishing" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "maintenance_deposit_usd" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "price_per_sqm" double precision GENERATED ALWAYS AS (case when area_sqm > 0 then price_usd / area_sqm end) STORED;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "move_in_from" date GENERATED ALWAYS AS (case when finishing = 'core-and-shell' then 'infinity'::date else coalesce(delivery_date, '-infinity'::date) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "units_price_per_sqm_idx" ON "units" USING btree ("price_per_sqm","id") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_price_per_sqm_desc_idx" ON "units" USING btree ("price_per_sqm" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "units"."listed";--> statement-breakpoint
-- INCLUDE written by hand (drizzle cannot): "ready" with an area, type, bedrooms or status filter stays index-only.
CREATE INDEX "units_move_in_idx" ON "units" USING btree ("move_in_from") INCLUDE ("region", "category", "bedrooms", "status") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_plan_idx" ON "units" USING btree ("region","category","bedrooms","status","move_in_from") WHERE "units"."listed" and "units"."instalment_count" is not null;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_plan_pair_check" CHECK (("units"."instalment_count" is null) = ("units"."instalment_frequency" is null));--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_instalment_count_check" CHECK ("units"."instalment_count" between 1 and 360);--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_plan_amounts_check" CHECK ("units"."down_payment_usd" >= 0 and "units"."amount_paid_usd" >= 0 and "units"."amount_left_usd" >= 0 and "units"."maintenance_deposit_usd" >= 0);--> statement-breakpoint

-- The covering search indexes (0007, 0011) carry the new filter and order columns too, so that a search with
-- the payment-plan or ready filter, or sorted by price per m², still reads no unit's row (decision 0009).
DROP INDEX "units_facet_key_idx";--> statement-breakpoint
DROP INDEX "units_title_key_idx";--> statement-breakpoint
CREATE INDEX "units_facet_key_idx" ON "units" USING btree ("facet_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "listed", "price_per_sqm", "instalment_count", "move_in_from");--> statement-breakpoint
CREATE INDEX "units_title_key_idx" ON "units" USING btree ("title_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "listed", "price_per_sqm", "instalment_count", "move_in_from");
