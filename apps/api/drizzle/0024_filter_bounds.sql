-- Where a filtered list's walk starts (decision 0063). A filter whose units lie at the far end of a price
-- order (studios by price descending, villas by price ascending, the dearest units by price per m²) walked
-- thousands of entries of the order's index in vain before ordering the filter's own entries (6 to 10 ms at
-- 100,000 units). filter_counts now keeps, per row and price band, the lowest and highest price and price per
-- m² of its units: a walk starts at the matching rows' bound (an index condition on the order's first column),
-- where the filter's first unit is. A unit counted in widens its row's bounds; one counted out leaves them, so
-- a bound is always on the safe side (a walk may start early, never late) and exact until a unit leaves.
ALTER TYPE filter_count_entry ADD ATTRIBUTE price integer, ADD ATTRIBUTE price_per_sqm double precision;--> statement-breakpoint
TRUNCATE "filter_counts";--> statement-breakpoint
ALTER TABLE "filter_counts" ADD COLUMN "price_min" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_counts" ADD COLUMN "price_max" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_counts" ADD COLUMN "price_per_sqm_min" double precision[] NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_counts" ADD COLUMN "price_per_sqm_max" double precision[] NOT NULL;--> statement-breakpoint
-- Element by element, the lower (higher) of two arrays of the same length; nulls give way.
CREATE FUNCTION least_each(kept anyarray, added anyarray) RETURNS anyarray LANGUAGE sql IMMUTABLE AS $$
  SELECT array(SELECT least(k, a) FROM unnest(kept, added) WITH ORDINALITY AS t(k, a, i) ORDER BY i)
$$;--> statement-breakpoint
CREATE FUNCTION greatest_each(kept anyarray, added anyarray) RETURNS anyarray LANGUAGE sql IMMUTABLE AS $$
  SELECT array(SELECT greatest(k, a) FROM unnest(kept, added) WITH ORDINALITY AS t(k, a, i) ORDER BY i)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION filter_count_entry_of(u units, delta integer) RETURNS filter_count_entry LANGUAGE sql IMMUTABLE AS $$
  SELECT (u.region, u.category, u.kind, u.bedrooms, u.status, u.project_id, u.instalment_count IS NOT NULL,
    u.move_in_from, price_band(u.price_usd), delta, u.latitude IS NOT NULL, u.price_usd, u.price_per_sqm)::filter_count_entry
$$;--> statement-breakpoint
-- The units counted in (delta 1) give each band's bounds; those counted out give none.
CREATE OR REPLACE FUNCTION filter_counts_change(entries filter_count_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO filter_counts AS c (key, region, category, kind, bedrooms, status, project_id, with_plan,
    move_in_from, own_position, unit_count, band_counts, price_min, price_max, price_per_sqm_min, price_per_sqm_max)
  SELECT md5(row(e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from, e.own_position)::text)::uuid,
    e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan, e.move_in_from, e.own_position,
    sum(e.delta),
    array[coalesce(sum(e.delta) FILTER (WHERE e.band = 1), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 2), 0),
      coalesce(sum(e.delta) FILTER (WHERE e.band = 3), 0), coalesce(sum(e.delta) FILTER (WHERE e.band = 4), 0)]::integer[],
    array[min(e.price) FILTER (WHERE e.band = 1 AND e.delta > 0), min(e.price) FILTER (WHERE e.band = 2 AND e.delta > 0),
      min(e.price) FILTER (WHERE e.band = 3 AND e.delta > 0), min(e.price) FILTER (WHERE e.band = 4 AND e.delta > 0)]::integer[],
    array[max(e.price) FILTER (WHERE e.band = 1 AND e.delta > 0), max(e.price) FILTER (WHERE e.band = 2 AND e.delta > 0),
      max(e.price) FILTER (WHERE e.band = 3 AND e.delta > 0), max(e.price) FILTER (WHERE e.band = 4 AND e.delta > 0)]::integer[],
    array[min(e.price_per_sqm) FILTER (WHERE e.band = 1 AND e.delta > 0),
      min(e.price_per_sqm) FILTER (WHERE e.band = 2 AND e.delta > 0),
      min(e.price_per_sqm) FILTER (WHERE e.band = 3 AND e.delta > 0),
      min(e.price_per_sqm) FILTER (WHERE e.band = 4 AND e.delta > 0)]::double precision[],
    array[max(e.price_per_sqm) FILTER (WHERE e.band = 1 AND e.delta > 0),
      max(e.price_per_sqm) FILTER (WHERE e.band = 2 AND e.delta > 0),
      max(e.price_per_sqm) FILTER (WHERE e.band = 3 AND e.delta > 0),
      max(e.price_per_sqm) FILTER (WHERE e.band = 4 AND e.delta > 0)]::double precision[]
  FROM unnest(entries) AS e
  GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET
    unit_count = c.unit_count + excluded.unit_count,
    band_counts = add_counts(c.band_counts, excluded.band_counts),
    price_min = least_each(c.price_min, excluded.price_min),
    price_max = greatest_each(c.price_max, excluded.price_max),
    price_per_sqm_min = least_each(c.price_per_sqm_min, excluded.price_per_sqm_min),
    price_per_sqm_max = greatest_each(c.price_per_sqm_max, excluded.price_per_sqm_max);
  DELETE FROM filter_counts WHERE unit_count <= 0 AND key IN (
    SELECT md5(row(e.region, e.category, e.kind, e.bedrooms, e.status, e.project_id, e.with_plan,
      e.move_in_from, e.own_position)::text)::uuid FROM unnest(entries) AS e);
$$;--> statement-breakpoint
-- The units already there.
SELECT filter_counts_change(array(SELECT filter_count_entry_of(u, 1) FROM units AS u WHERE u.listed));
