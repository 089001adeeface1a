CREATE INDEX "units_region_price_idx" ON "units" USING btree ("region","price_usd");--> statement-breakpoint
CREATE INDEX "units_category_region_price_idx" ON "units" USING btree ("category","region","price_usd");--> statement-breakpoint
CREATE INDEX "units_bedrooms_status_idx" ON "units" USING btree ("bedrooms","status");