-- search_facets and search_titles also count their units per price band, so that a search within a
-- price band (and a price band alone) is counted from these few rows instead of the band's units.
-- See docs/decisions/0009-search-by-distinct-texts.md.

-- The band of a USD price: its 1-based position in PRICE_BANDS (packages/shared/src/constants.ts), NULL
-- for a price outside every band. The search-index tests check that the two agree.
CREATE FUNCTION price_band(price integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price < 0 THEN NULL WHEN price < 200000 THEN 1 WHEN price < 400000 THEN 2
    WHEN price < 600000 THEN 3 ELSE 4 END
$$;
--> statement-breakpoint

-- Element-wise sum of two count arrays of the same length.
CREATE FUNCTION add_counts(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;
--> statement-breakpoint

-- The trigger functions call these by name at run time; they are replaced below by search_index_change.
DROP FUNCTION search_index_add(search_index_entry[]);
--> statement-breakpoint
DROP FUNCTION search_index_remove(uuid[], uuid[]);
--> statement-breakpoint
ALTER TYPE search_index_entry ADD ATTRIBUTE band integer;
--> statement-breakpoint

-- The tables are derived data: emptied here, and filled again with every unit at the end.
TRUNCATE search_titles, search_facets;
--> statement-breakpoint
ALTER TABLE "search_facets" ADD COLUMN "band_counts" integer[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_titles" ADD COLUMN "band_counts" integer[] NOT NULL;
--> statement-breakpoint

-- Counts `entries` in (delta 1) or out (delta -1): new facets and titles get a row, known ones new counts,
-- and rows no unit has any more are dropped. Rows are upserted in key order, so that concurrent writers
-- lock them in the same order.
CREATE FUNCTION search_index_change(entries search_index_entry[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_facets AS f (key, location_en, location_ar, location_de, unit_type, unit_count, band_counts)
  SELECT a.facet_key, lower(a.location->>'en'), lower(a.location->>'ar'), lower(a.location->>'de'), lower(a.unit_type),
    delta * count(*),
    array[delta * count(*) FILTER (WHERE a.band = 1), delta * count(*) FILTER (WHERE a.band = 2),
      delta * count(*) FILTER (WHERE a.band = 3), delta * count(*) FILTER (WHERE a.band = 4)]
  FROM unnest(entries) AS a
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET
    unit_count = f.unit_count + excluded.unit_count,
    band_counts = add_counts(f.band_counts, excluded.band_counts);

  INSERT INTO search_titles AS t (key, facet_key, title_en, title_ar, title_de, unit_count, band_counts)
  SELECT a.title_key, a.facet_key, lower(a.title->>'en'), lower(a.title->>'ar'), lower(a.title->>'de'),
    delta * count(*),
    array[delta * count(*) FILTER (WHERE a.band = 1), delta * count(*) FILTER (WHERE a.band = 2),
      delta * count(*) FILTER (WHERE a.band = 3), delta * count(*) FILTER (WHERE a.band = 4)]
  FROM unnest(entries) AS a
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET
    unit_count = t.unit_count + excluded.unit_count,
    band_counts = add_counts(t.band_counts, excluded.band_counts);

  DELETE FROM search_titles WHERE key IN (SELECT a.title_key FROM unnest(entries) AS a) AND unit_count <= 0;
  DELETE FROM search_facets WHERE key IN (SELECT a.facet_key FROM unnest(entries) AS a) AND unit_count <= 0;
$$;
--> statement-breakpoint

-- What the search tables need of a unit, with its price band.
CREATE FUNCTION search_index_entry_of(u units) RETURNS search_index_entry LANGUAGE sql IMMUTABLE AS $$
  SELECT (u.facet_key, u.title_key, u.location, u.unit_type, u.title, price_band(u.price_usd))::search_index_entry
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION units_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(a) FROM added_units AS a
  ), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Only rows whose title key (which covers location and unit type as well) or price band changed move, so
-- a status update, or a price change within its band, leaves the search tables alone.
CREATE OR REPLACE FUNCTION units_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(a) FROM added_units AS a
    WHERE NOT EXISTS (
      SELECT 1 FROM removed_units AS r WHERE r.id = a.id AND r.title_key = a.title_key
        AND price_band(r.price_usd) IS NOT DISTINCT FROM price_band(a.price_usd)
    )
  ), 1);
  PERFORM search_index_change(array(
    SELECT search_index_entry_of(r) FROM removed_units AS r
    WHERE NOT EXISTS (
      SELECT 1 FROM added_units AS a WHERE a.id = r.id AND a.title_key = r.title_key
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
    SELECT search_index_entry_of(r) FROM removed_units AS r
  ), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Every unit counted in again, with its band.
SELECT search_index_change(array(SELECT search_index_entry_of(u) FROM units AS u), 1);
