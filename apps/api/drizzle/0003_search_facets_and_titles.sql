CREATE TABLE "search_facets" (
	"key" uuid PRIMARY KEY NOT NULL,
	"location_en" text,
	"location_ar" text,
	"location_de" text,
	"unit_type" text NOT NULL,
	"unit_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_titles" (
	"key" uuid PRIMARY KEY NOT NULL,
	"facet_key" uuid NOT NULL,
	"title_en" text,
	"title_ar" text,
	"title_de" text,
	"unit_count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "units_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "facet_key" uuid GENERATED ALWAYS AS (md5(location::text || unit_type)::uuid) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "title_key" uuid GENERATED ALWAYS AS (md5(location::text || title::text || unit_type)::uuid) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_titles_facet_idx" ON "search_titles" USING btree ("facet_key");--> statement-breakpoint
CREATE INDEX "search_titles_en_trgm_idx" ON "search_titles" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_titles_ar_trgm_idx" ON "search_titles" USING gin ("title_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_titles_de_trgm_idx" ON "search_titles" USING gin ("title_de" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_facet_key_idx" ON "units" USING btree ("facet_key");--> statement-breakpoint
CREATE INDEX "units_title_key_idx" ON "units" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "units_price_search_idx" ON "units" USING btree ("price_usd","facet_key","title_key");--> statement-breakpoint
ALTER TABLE "units" DROP COLUMN "search_text";