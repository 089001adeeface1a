-- Keeps search_facets and search_titles in step with units, whoever writes to units (the seeder, a future
-- admin API, psql). Statement-level triggers with transition tables: a 1,000-row insert costs two upserts,
-- not 2,000. See docs/decisions/0009-search-by-distinct-texts.md.

-- What the search tables need of a unit (a narrow row, so that large statements pass small arrays).
CREATE TYPE search_index_entry AS (facet_key uuid, title_key uuid, location jsonb, unit_type text, title jsonb);
--> statement-breakpoint

-- Counts `added` units in: new facets and titles get a row, known ones a higher unit_count. Rows are
-- upserted in key order, so that concurrent writers lock them in the same order.
CREATE FUNCTION search_index_add(added search_index_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_facets AS f (key, location_en, location_ar, location_de, unit_type, unit_count)
  SELECT a.facet_key, lower(a.location->>'en'), lower(a.location->>'ar'), lower(a.location->>'de'), lower(a.unit_type), count(*)
  FROM unnest(added) AS a
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET unit_count = f.unit_count + excluded.unit_count;

  INSERT INTO search_titles AS t (key, facet_key, title_en, title_ar, title_de, unit_count)
  SELECT a.title_key, a.facet_key, lower(a.title->>'en'), lower(a.title->>'ar'), lower(a.title->>'de'), count(*)
  FROM unnest(added) AS a
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET unit_count = t.unit_count + excluded.unit_count;
$$;
--> statement-breakpoint

-- Counts removed units out (one pair of keys per unit), and drops facets and titles no unit has any more.
CREATE FUNCTION search_index_remove(facet_keys uuid[], title_keys uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_titles AS t SET unit_count = t.unit_count - r.n
  FROM (SELECT k, count(*) AS n FROM unnest(title_keys) AS k GROUP BY 1) AS r
  WHERE t.key = r.k;

  DELETE FROM search_titles WHERE key = ANY (title_keys) AND unit_count <= 0;

  UPDATE search_facets AS f SET unit_count = f.unit_count - r.n
  FROM (SELECT k, count(*) AS n FROM unnest(facet_keys) AS k GROUP BY 1) AS r
  WHERE f.key = r.k;

  DELETE FROM search_facets WHERE key = ANY (facet_keys) AND unit_count <= 0;
$$;
--> statement-breakpoint

CREATE FUNCTION units_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_add(array(
    SELECT (a.facet_key, a.title_key, a.location, a.unit_type, a.title)::search_index_entry FROM added_units AS a
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Only rows whose title key changed move (the title key covers location and unit type as well), so a
-- price or status update leaves the search tables alone.
CREATE FUNCTION units_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_add(array(
    SELECT (a.facet_key, a.title_key, a.location, a.unit_type, a.title)::search_index_entry FROM added_units AS a
    WHERE NOT EXISTS (SELECT 1 FROM removed_units AS r WHERE r.id = a.id AND r.title_key = a.title_key)
  ));
  PERFORM search_index_remove(r.facet_keys, r.title_keys) FROM (
    SELECT array_agg(r.facet_key) AS facet_keys, array_agg(r.title_key) AS title_keys FROM removed_units AS r
    WHERE NOT EXISTS (SELECT 1 FROM added_units AS a WHERE a.id = r.id AND a.title_key = r.title_key)
  ) AS r;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION units_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_remove(array_agg(r.facet_key), array_agg(r.title_key)) FROM removed_units AS r;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION units_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_titles, search_facets;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER units_search_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS added_units
  FOR EACH STATEMENT EXECUTE FUNCTION units_search_inserted();
--> statement-breakpoint

CREATE TRIGGER units_search_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS removed_units NEW TABLE AS added_units
  FOR EACH STATEMENT EXECUTE FUNCTION units_search_updated();
--> statement-breakpoint

CREATE TRIGGER units_search_delete AFTER DELETE ON units
  REFERENCING OLD TABLE AS removed_units
  FOR EACH STATEMENT EXECUTE FUNCTION units_search_deleted();
--> statement-breakpoint

CREATE TRIGGER units_search_truncate AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION units_search_truncated();
--> statement-breakpoint

-- Units written before this migration.
SELECT search_index_add(array(
  SELECT (u.facet_key, u.title_key, u.location, u.unit_type, u.title)::search_index_entry FROM units AS u
));
