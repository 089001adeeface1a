-- A search combined with other filters (type, area, bedrooms, status, compound, price band) counts the
-- matched units that pass them, and finds the few on a narrow page, from these two indexes alone: each
-- carries every column those filters and the list's orders read, so the scan is index-only and never
-- reads a unit's row (before, it read every unit of the other filter: "villa" with type studio took
-- 0.5 s at 100,000 units). drizzle's index builder has no INCLUDE, so schema.ts declares the key only.
DROP INDEX "units_facet_key_idx";--> statement-breakpoint
DROP INDEX "units_title_key_idx";--> statement-breakpoint
CREATE INDEX "units_facet_key_idx" ON "units" USING btree ("facet_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status");--> statement-breakpoint
CREATE INDEX "units_title_key_idx" ON "units" USING btree ("title_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status");
