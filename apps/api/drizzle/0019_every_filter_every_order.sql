-- Every filter with every order (decision 0050). A filtered page walks its order's index and reads the
-- filters' columns (the map's position among them) and the search keys from the entries (no unit's row),
-- for a bounded number of entries; when the filter's units lie at the far end of the order it orders the
-- filter's own index entries instead, which carry the id and the order columns. Before,
-- `type=studio&sort=price-desc` read the price index past 87,500 rows of other units (200 ms at 100,000
-- units). drizzle's index builder has no INCLUDE, so schema/units.ts
-- declares the keys only. The public orders are over listed units, as every public read is; the back
-- office sorts by updated_at and read none of them.
DROP INDEX "units_created_idx";--> statement-breakpoint
DROP INDEX "units_price_idx";--> statement-breakpoint
DROP INDEX "units_price_per_sqm_idx";--> statement-breakpoint
DROP INDEX "units_price_per_sqm_desc_idx";--> statement-breakpoint
CREATE INDEX "units_created_idx" ON "units" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("price_usd", "price_per_sqm", "category", "kind", "region", "project_id", "bedrooms", "status", "instalment_count", "move_in_from", "map_latitude", "map_longitude", "facet_key", "title_key") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("price_usd","id") INCLUDE ("created_at", "price_per_sqm", "category", "kind", "region", "project_id", "bedrooms", "status", "instalment_count", "move_in_from", "map_latitude", "map_longitude", "facet_key", "title_key") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_price_per_sqm_idx" ON "units" USING btree ("price_per_sqm","id") INCLUDE ("created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "instalment_count", "move_in_from", "map_latitude", "map_longitude", "facet_key", "title_key") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_price_per_sqm_desc_idx" ON "units" USING btree ("price_per_sqm" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "instalment_count", "move_in_from", "map_latitude", "map_longitude", "facet_key", "title_key") WHERE "units"."listed";--> statement-breakpoint
-- The map's box (migration 0018, decision 0049) is a filter too: its covering index, and the two
-- covering search-key indexes (a search with a box), carry the id and the order columns, and the
-- position, as the others do. The narrow units_map_box_idx stays: a box's count alone reads it.
DROP INDEX "units_map_position_idx";--> statement-breakpoint
CREATE INDEX "units_map_position_idx" ON "units" USING btree ("map_latitude","map_longitude")
  INCLUDE ("category", "kind", "region", "project_id", "bedrooms", "status", "price_usd", "instalment_count", "move_in_from", "id", "created_at", "price_per_sqm")
  WHERE "units"."listed";--> statement-breakpoint
DROP INDEX "units_facet_key_idx";--> statement-breakpoint
DROP INDEX "units_title_key_idx";--> statement-breakpoint
CREATE INDEX "units_facet_key_idx" ON "units" USING btree ("facet_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "listed", "price_per_sqm", "instalment_count", "move_in_from", "map_latitude", "map_longitude");--> statement-breakpoint
CREATE INDEX "units_title_key_idx" ON "units" USING btree ("title_key") INCLUDE ("id", "created_at", "price_usd", "category", "kind", "region", "project_id", "bedrooms", "status", "listed", "price_per_sqm", "instalment_count", "move_in_from", "map_latitude", "map_longitude");--> statement-breakpoint
-- The filters' indexes carry the id and the order columns. The single-column area, type and bedrooms
-- indexes go: the pairs that lead with those columns serve them. Kind had no index (its count read every unit).
DROP INDEX "units_region_idx";--> statement-breakpoint
DROP INDEX "units_category_idx";--> statement-breakpoint
DROP INDEX "units_bedrooms_idx";--> statement-breakpoint
DROP INDEX "units_listed_project_idx";--> statement-breakpoint
DROP INDEX "units_status_idx";--> statement-breakpoint
DROP INDEX "units_region_price_idx";--> statement-breakpoint
DROP INDEX "units_category_region_price_idx";--> statement-breakpoint
DROP INDEX "units_bedrooms_status_idx";--> statement-breakpoint
DROP INDEX "units_move_in_idx";--> statement-breakpoint
DROP INDEX "units_plan_idx";--> statement-breakpoint
CREATE INDEX "units_listed_project_idx" ON "units" USING btree ("project_id") INCLUDE ("id", "created_at", "price_usd", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_kind_idx" ON "units" USING btree ("kind") INCLUDE ("id", "created_at", "price_usd", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_status_idx" ON "units" USING btree ("status") INCLUDE ("id", "created_at", "price_usd", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_region_price_idx" ON "units" USING btree ("region","price_usd") INCLUDE ("id", "created_at", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_category_region_price_idx" ON "units" USING btree ("category","region","price_usd") INCLUDE ("id", "created_at", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_bedrooms_status_idx" ON "units" USING btree ("bedrooms","status") INCLUDE ("id", "created_at", "price_usd", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_move_in_idx" ON "units" USING btree ("move_in_from") INCLUDE ("region", "category", "bedrooms", "status", "id", "created_at", "price_usd", "price_per_sqm") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_plan_idx" ON "units" USING btree ("region","category","bedrooms","status","move_in_from") INCLUDE ("id", "created_at", "price_usd", "price_per_sqm") WHERE "units"."listed" and "units"."instalment_count" is not null;--> statement-breakpoint

-- A filtered list's count: filter_counts holds one row per combination of the filter columns among listed
-- units, with its unit count in all and per price band, kept by the triggers below as the search tables
-- are (migrations 0004, 0005, 0011). A count is the sum over the matching rows (a few hundred) instead of
-- an index range of every matching unit (80,618 entries for "ready" at 100,000 units).
CREATE TABLE "filter_counts" (
	"key" uuid PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"category" text,
	"kind" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"status" "unit_status" NOT NULL,
	"project_id" integer,
	"with_plan" boolean NOT NULL,
	"move_in_from" date NOT NULL,
	"unit_count" integer NOT NULL,
	"band_counts" integer[] NOT NULL
);--> statement-breakpoint

CREATE TYPE filter_count_entry AS (
  region text, category text, kind text, bedrooms smallint, status unit_status, project_id integer,
  with_plan boolean, move_in_from date, band integer, delta integer
);--> statement-breakpoint

-- What filter_counts needs of a unit, counted in (delta 1) or out (delta -1).
CREATE FUNCTION filter_count_entry_of(u units, delta integer) RETURNS filter_count_entry LANGUAGE sql IMMUTABLE AS $$
  SELECT (u.region, u.category, u.kind, u.bedrooms, u.status, u.project_id, u.instalment_count IS NOT NULL,
    u.move_in_from, price_band(u.price_usd), delta)::filter_count_entry
$$;--> statement-breakpoint

-- Counts `entries` in and out: new combinations get a row, known ones new counts, and rows no unit has
-- any more are dropped. Upserted in key order, so that concurrent writers lock rows in the same order.
CREATE FUNCTION filter_counts_change(entries filter_count_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO filter_counts AS c (key, region, category, kind, bedrooms, status, project_id, with_plan,
    move_in_from, unit_count, band_counts)
  SELECT md5(row(e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from)::text)::uuid,
    e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan, e.move_in_from,
    sum(e.delta),
    array[coalesce(sum(e.delta) FILTER (WHERE e.band = 1), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 2), 0),
      coalesce(sum(e.delta) FILTER (WHERE e.band = 3), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 4), 0)]::integer[]
  FROM unnest(entries) AS e
  GROUP BY 2, 3, 4, 5, 6, 7, 8, 9
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET
    unit_count = c.unit_count + excluded.unit_count,
    band_counts = add_counts(c.band_counts, excluded.band_counts);
  DELETE FROM filter_counts WHERE unit_count <= 0 AND key IN (
    SELECT md5(row(e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from)::text)::uuid FROM unnest(entries) AS e);
$$;--> statement-breakpoint

CREATE FUNCTION units_filter_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM filter_counts_change(array(SELECT filter_count_entry_of(a, 1) FROM added_units AS a WHERE a.listed));
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A listed row counts in, and a listed row out, unless the same unit was listed with the same entry
-- before and after (an edit of its title, say).
CREATE FUNCTION units_filter_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM filter_counts_change(array(
    SELECT filter_count_entry_of(a, 1) FROM added_units AS a
    WHERE a.listed AND NOT EXISTS (
      SELECT 1 FROM removed_units AS r
      WHERE r.id = a.id AND r.listed AND filter_count_entry_of(r, 1) IS NOT DISTINCT FROM filter_count_entry_of(a, 1)
    )
    UNION ALL
    SELECT filter_count_entry_of(r, -1) FROM removed_units AS r
    WHERE r.listed AND NOT EXISTS (
      SELECT 1 FROM added_units AS a
      WHERE a.id = r.id AND a.listed AND filter_count_entry_of(a, 1) IS NOT DISTINCT FROM filter_count_entry_of(r, 1)
    )
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION units_filter_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM filter_counts_change(array(SELECT filter_count_entry_of(r, -1) FROM removed_units AS r WHERE r.listed));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION units_filter_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE filter_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER units_filter_counts_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS added_units
  FOR EACH STATEMENT EXECUTE FUNCTION units_filter_counts_inserted();--> statement-breakpoint
CREATE TRIGGER units_filter_counts_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS removed_units NEW TABLE AS added_units
  FOR EACH STATEMENT EXECUTE FUNCTION units_filter_counts_updated();--> statement-breakpoint
CREATE TRIGGER units_filter_counts_delete AFTER DELETE ON units
  REFERENCING OLD TABLE AS removed_units
  FOR EACH STATEMENT EXECUTE FUNCTION units_filter_counts_deleted();--> statement-breakpoint
CREATE TRIGGER units_filter_counts_truncate AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION units_filter_counts_truncated();--> statement-breakpoint

-- The units already there.
SELECT filter_counts_change(array(SELECT filter_count_entry_of(u, 1) FROM units AS u WHERE u.listed));
