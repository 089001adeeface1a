-- The back office edits the catalogue (docs/decisions/0025-catalogue-editing.md): drafts and published
-- records, a version per record for conflicting saves, an audit log, unit references, alt texts, and
-- `units.listed`, which the search tables' triggers and every public read go by.
ALTER TYPE "public"."unit_status" ADD VALUE IF NOT EXISTS 'reserved' BEFORE 'sold';--> statement-breakpoint
CREATE TYPE "public"."publication" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE SEQUENCE "public"."unit_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- A new unit's reference: RS- and the next number, at least five digits (RS-00042, RS-123456).
CREATE FUNCTION next_unit_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'RS-' || lpad(n::text, greatest(5, length(n::text)), '0') FROM nextval('unit_reference_seq') AS n
$$;
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_images" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "video_poster" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publication" "publication" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "reference" text DEFAULT next_unit_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "publication" "publication" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_publication_idx" ON "projects" USING btree ("publication");--> statement-breakpoint
CREATE UNIQUE INDEX "units_reference_idx" ON "units" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "units_publication_idx" ON "units" USING btree ("publication");--> statement-breakpoint
-- A unit's photos with their alt texts, from the plain list of addresses.
UPDATE "units" SET "photos" = coalesce(
  (SELECT jsonb_agg(jsonb_build_object('url', e.value, 'alt', '{}'::jsonb) ORDER BY e.ordinality)
   FROM jsonb_array_elements_text("images") WITH ORDINALITY AS e), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "units" DROP COLUMN "images";--> statement-breakpoint
-- Everything in the catalogue so far was public: it stays so. (The old triggers see no unit's title key or
-- price band change here, so the search tables keep their counts; the new ones, below, count listed units.)
UPDATE "projects" SET "publication" = 'published';--> statement-breakpoint
UPDATE "units" SET "publication" = 'published', "listed" = true;--> statement-breakpoint

-- Only listed units are counted: a unit that is not listed is, for the search tables, a unit that is not there.
CREATE OR REPLACE FUNCTION units_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(a) FROM added_units AS a WHERE a.listed
  ), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A listed row moves in when it was not listed before or its title key or price band changed; a
-- row that was listed moves out when it is no longer listed or its key or band changed.
CREATE OR REPLACE FUNCTION units_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(a) FROM added_units AS a
    WHERE a.listed AND NOT EXISTS (
      SELECT 1 FROM removed_units AS r WHERE r.id = a.id AND r.listed AND r.title_key = a.title_key
        AND price_band(r.price_usd) IS NOT DISTINCT FROM price_band(a.price_usd)
    )
  ), 1);
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(r) FROM removed_units AS r
    WHERE r.listed AND NOT EXISTS (
      SELECT 1 FROM added_units AS a WHERE a.id = r.id AND a.listed AND a.title_key = r.title_key
        AND price_band(a.price_usd) IS NOT DISTINCT FROM price_band(r.price_usd)
    )
  ), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION units_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(r) FROM removed_units AS r WHERE r.listed
  ), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The covering search indexes (0007) carry `listed` too, so the public filter keeps the scans index-only.
DROP INDEX "units_facet_key_idx";--> statement-breakpoint
DROP INDEX "units_title_key_idx";--> statement-breakpoint
CREATE INDEX "units_facet_key_idx" ON "units" USING btree ("facet_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "listed");--> statement-breakpoint
CREATE INDEX "units_title_key_idx" ON "units" USING btree ("title_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "listed");--> statement-breakpoint

-- The public site's filter indexes cover listed units only, which every public read asks for: its counts
-- stay index-only scans (an index without `listed` sends each counted unit to the table to check it).
DROP INDEX "units_region_idx";--> statement-breakpoint
DROP INDEX "units_category_idx";--> statement-breakpoint
DROP INDEX "units_bedrooms_idx";--> statement-breakpoint
DROP INDEX "units_status_idx";--> statement-breakpoint
DROP INDEX "units_region_price_idx";--> statement-breakpoint
DROP INDEX "units_category_region_price_idx";--> statement-breakpoint
DROP INDEX "units_bedrooms_status_idx";--> statement-breakpoint
CREATE INDEX "units_listed_project_idx" ON "units" USING btree ("project_id") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_region_idx" ON "units" USING btree ("region") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_category_idx" ON "units" USING btree ("category") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_bedrooms_idx" ON "units" USING btree ("bedrooms") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_status_idx" ON "units" USING btree ("status") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_region_price_idx" ON "units" USING btree ("region","price_usd") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_category_region_price_idx" ON "units" USING btree ("category","region","price_usd") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_bedrooms_status_idx" ON "units" USING btree ("bedrooms","status") WHERE "units"."listed";
