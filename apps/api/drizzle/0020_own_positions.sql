-- A box's or a drawn area's count (decision 0053). A unit lies at its own position, else at its compound's
-- (migration 0018): most units share a few dozen compound positions. filter_counts gains whether its units
-- have a position of their own, so that a box counts a compound's other units by testing the compound's
-- position once and summing its rows; the units with a position of their own (private ones, and any placed
-- apart from their compound) are counted from the entries of a partial index that holds only them (and the
-- map call's private points are read from it, their title included: no row is read). Before,
-- a box counted one entry per unit in it (5 to 8 ms for a town at 100,000 units), and a 100-point polygon
-- tested every entry of its bounding box (25 ms).
TRUNCATE "filter_counts";--> statement-breakpoint
ALTER TABLE "filter_counts" ADD COLUMN "own_position" boolean NOT NULL;--> statement-breakpoint
CREATE INDEX "units_own_position_idx" ON "units" USING btree ("map_latitude","map_longitude")
  INCLUDE ("category", "kind", "region", "project_id", "bedrooms", "status", "price_usd", "instalment_count", "move_in_from", "id", "created_at", "price_per_sqm", "title")
  WHERE "units"."listed" and "units"."latitude" is not null;--> statement-breakpoint
-- A compound's lowest price on the map (its units at its position): the first entry in price order that
-- passes the filters, whose columns it carries.
CREATE INDEX "units_compound_price_idx" ON "units" USING btree ("project_id","price_usd")
  INCLUDE ("category", "kind", "region", "bedrooms", "status", "instalment_count", "move_in_from")
  WHERE "units"."listed" and "units"."latitude" is null;--> statement-breakpoint
-- A box with a unit type whose units lie at the far end of the order (central Hurghada's studios by price
-- descending) is ordered among the type's entries, tested against the box in the entries: fewer than the
-- box's own (12,500 studios against 41,085 units in central Hurghada at 100,000).
DROP INDEX "units_category_region_price_idx";--> statement-breakpoint
CREATE INDEX "units_category_region_price_idx" ON "units" USING btree ("category","region","price_usd")
  INCLUDE ("id", "created_at", "price_per_sqm", "map_latitude", "map_longitude") WHERE "units"."listed";--> statement-breakpoint
ALTER TYPE filter_count_entry ADD ATTRIBUTE own_position boolean;--> statement-breakpoint

CREATE OR REPLACE FUNCTION filter_count_entry_of(u units, delta integer) RETURNS filter_count_entry LANGUAGE sql IMMUTABLE AS $$
  SELECT (u.region, u.category, u.kind, u.bedrooms, u.status, u.project_id, u.instalment_count IS NOT NULL,
    u.move_in_from, price_band(u.price_usd), delta, u.latitude IS NOT NULL)::filter_count_entry
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION filter_counts_change(entries filter_count_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO filter_counts AS c (key, region, category, kind, bedrooms, status, project_id, with_plan,
    move_in_from, own_position, unit_count, band_counts)
  SELECT md5(row(e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from, e.own_position)::text)::uuid,
    e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan, e.move_in_from, e.own_position,
    sum(e.delta),
    array[coalesce(sum(e.delta) FILTER (WHERE e.band = 1), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 2), 0),
      coalesce(sum(e.delta) FILTER (WHERE e.band = 3), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 4), 0)]::integer[]
  FROM unnest(entries) AS e
  GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET
    unit_count = c.unit_count + excluded.unit_count,
    band_counts = add_counts(c.band_counts, excluded.band_counts);
  DELETE FROM filter_counts WHERE unit_count <= 0 AND key IN (
    SELECT md5(row(e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from, e.own_position)::text)::uuid FROM unnest(entries) AS e);
$$;--> statement-breakpoint

-- The units already there.
SELECT filter_counts_change(array(SELECT filter_count_entry_of(u, 1) FROM units AS u WHERE u.listed));
--> statement-breakpoint

-- A search's count with another filter (decision 0053): search_filter_counts holds one row per title (its
-- search key, and its facet's) and combination of the filter columns among listed units, with its unit
-- count in all and per price band, kept by the same statement triggers as filter_counts. A search with
-- filters sums the rows of the matched facets and titles (6,267 rows for "sea" at 100,000 units) instead
-- of reading one index entry per matched unit (22,544).
CREATE TABLE "search_filter_counts" (
	"key" uuid PRIMARY KEY NOT NULL,
	"title_key" uuid NOT NULL,
	"facet_key" uuid NOT NULL,
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
CREATE INDEX "search_filter_counts_title_idx" ON "search_filter_counts" USING btree ("title_key")
  INCLUDE ("region", "category", "kind", "bedrooms", "status", "project_id", "with_plan", "move_in_from", "unit_count", "band_counts");--> statement-breakpoint
CREATE INDEX "search_filter_counts_facet_idx" ON "search_filter_counts" USING btree ("facet_key")
  INCLUDE ("region", "category", "kind", "bedrooms", "status", "project_id", "with_plan", "move_in_from", "unit_count", "band_counts");--> statement-breakpoint

CREATE TYPE search_filter_count_entry AS (
  title_key uuid, facet_key uuid, region text, category text, kind text, bedrooms smallint, status unit_status,
  project_id integer, with_plan boolean, move_in_from date, band integer, delta integer
);--> statement-breakpoint

CREATE FUNCTION search_filter_count_entry_of(u units, delta integer) RETURNS search_filter_count_entry LANGUAGE sql IMMUTABLE AS $$
  SELECT (u.title_key, u.facet_key, u.region, u.category, u.kind, u.bedrooms, u.status, u.project_id,
    u.instalment_count IS NOT NULL, u.move_in_from, price_band(u.price_usd), delta)::search_filter_count_entry
$$;--> statement-breakpoint

CREATE FUNCTION search_filter_counts_change(entries search_filter_count_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_filter_counts AS c (key, title_key, facet_key, region, category, kind, bedrooms, status,
    project_id, with_plan, move_in_from, unit_count, band_counts)
  SELECT md5(row(e.title_key, e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from)::text)::uuid,
    e.title_key, e.facet_key, e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
    e.move_in_from, sum(e.delta),
    array[coalesce(sum(e.delta) FILTER (WHERE e.band = 1), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 2), 0),
      coalesce(sum(e.delta) FILTER (WHERE e.band = 3), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 4), 0)]::integer[]
  FROM unnest(entries) AS e
  GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET
    unit_count = c.unit_count + excluded.unit_count,
    band_counts = add_counts(c.band_counts, excluded.band_counts);
  DELETE FROM search_filter_counts WHERE unit_count <= 0 AND key IN (
    SELECT md5(row(e.title_key, e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from)::text)::uuid FROM unnest(entries) AS e);
$$;--> statement-breakpoint

-- filter_counts' statement triggers keep both tables.
CREATE OR REPLACE FUNCTION units_filter_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM filter_counts_change(array(SELECT filter_count_entry_of(a, 1) FROM added_units AS a WHERE a.listed));
  PERFORM search_filter_counts_change(array(
    SELECT search_filter_count_entry_of(a, 1) FROM added_units AS a WHERE a.listed));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION units_filter_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM search_filter_counts_change(array(
    SELECT search_filter_count_entry_of(a, 1) FROM added_units AS a
    WHERE a.listed AND NOT EXISTS (
      SELECT 1 FROM removed_units AS r
      WHERE r.id = a.id AND r.listed
        AND search_filter_count_entry_of(r, 1) IS NOT DISTINCT FROM search_filter_count_entry_of(a, 1)
    )
    UNION ALL
    SELECT search_filter_count_entry_of(r, -1) FROM removed_units AS r
    WHERE r.listed AND NOT EXISTS (
      SELECT 1 FROM added_units AS a
      WHERE a.id = r.id AND a.listed
        AND search_filter_count_entry_of(a, 1) IS NOT DISTINCT FROM search_filter_count_entry_of(r, 1)
    )
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION units_filter_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM filter_counts_change(array(SELECT filter_count_entry_of(r, -1) FROM removed_units AS r WHERE r.listed));
  PERFORM search_filter_counts_change(array(
    SELECT search_filter_count_entry_of(r, -1) FROM removed_units AS r WHERE r.listed));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION units_filter_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE filter_counts;
  TRUNCATE search_filter_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint

SELECT search_filter_counts_change(array(SELECT search_filter_count_entry_of(u, 1) FROM units AS u WHERE u.listed));
