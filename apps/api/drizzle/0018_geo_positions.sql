-- Positions on the map (docs/decisions/0049-geo-positions.md): a unit's own latitude and longitude (both or
-- neither), and map_latitude/map_longitude, where the list's bbox and area filters and GET /api/map/ place it.
ALTER TABLE "units" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "map_latitude" double precision;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "map_longitude" double precision;--> statement-breakpoint
-- A box is a range of latitudes, then of longitudes within it. The first index counts a box alone in its
-- small entries; the second includes the other filters' columns, so that a box's count with any of them is
-- answered from that index alone (drizzle's schema lists the keys only).
CREATE INDEX "units_map_box_idx" ON "units" USING btree ("map_latitude","map_longitude") WHERE "units"."listed";--> statement-breakpoint
CREATE INDEX "units_map_position_idx" ON "units" USING btree ("map_latitude","map_longitude")
  INCLUDE ("category", "kind", "region", "project_id", "bedrooms", "status", "price_usd", "instalment_count", "move_in_from")
  WHERE "units"."listed";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_position_pair_check" CHECK (("units"."latitude" is null) = ("units"."longitude" is null));--> statement-breakpoint
-- Keeps map_latitude/map_longitude equal to the unit's own position, else its compound's (null when neither
-- is known), whoever writes units or projects (the office, an import, the seeder, a restore, psql).
CREATE FUNCTION units_map_position_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.latitude IS NOT NULL THEN
    NEW.map_latitude := NEW.latitude;
    NEW.map_longitude := NEW.longitude;
  ELSE
    -- No compound (or none of that id): no row, and both become null.
    SELECT p.latitude, p.longitude INTO NEW.map_latitude, NEW.map_longitude FROM projects p WHERE p.id = NEW.project_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER units_map_position BEFORE INSERT OR UPDATE OF latitude, longitude, project_id ON units
  FOR EACH ROW EXECUTE FUNCTION units_map_position_set();--> statement-breakpoint
-- A compound moved (or placed, or taken off the map): its units without a position of their own follow.
CREATE FUNCTION projects_map_position_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units SET map_latitude = NEW.latitude, map_longitude = NEW.longitude
  WHERE project_id = NEW.id AND latitude IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_map_position AFTER UPDATE OF latitude, longitude ON projects
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION projects_map_position_moved();--> statement-breakpoint
-- Units written before this migration: their compound's position, where it has one.
UPDATE units u SET map_latitude = p.latitude, map_longitude = p.longitude
FROM projects p WHERE p.id = u.project_id AND p.latitude IS NOT NULL;
