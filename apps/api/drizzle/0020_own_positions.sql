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
