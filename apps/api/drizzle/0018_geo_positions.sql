-- Positions on the map (docs/decisions/0049-geo-positions.md): a unit's own latitude and longitude (both or
-- neither), and map_point, where the list's bbox and area filters and GET /api/map/ place it.
ALTER TABLE "units" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "map_point" "point";--> statement-breakpoint
CREATE INDEX "units_map_point_idx" ON "units" USING gist ("map_point") WHERE "units"."listed";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_position_pair_check" CHECK (("units"."latitude" is null) = ("units"."longitude" is null));
--> statement-breakpoint
-- Keeps units.map_point, where the map and the list's bbox and area filters place a unit, equal to
-- point(longitude, latitude) of the unit's own position, else of its compound's (null when neither is
-- known), whoever writes units or projects (the office, an import, the seeder, a restore, psql). The
-- filters then read one column of units through one GiST index (docs/decisions/0049-geo-positions.md).
CREATE FUNCTION units_map_point_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.map_point := coalesce(
    point(NEW.longitude, NEW.latitude),
    (SELECT point(p.longitude, p.latitude) FROM projects p WHERE p.id = NEW.project_id)
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER units_map_point BEFORE INSERT OR UPDATE OF latitude, longitude, project_id ON units
  FOR EACH ROW EXECUTE FUNCTION units_map_point_set();
--> statement-breakpoint
-- A compound moved (or placed, or taken off the map): its units without a position of their own follow.
CREATE FUNCTION projects_map_point_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units SET map_point = point(NEW.longitude, NEW.latitude)
  WHERE project_id = NEW.id AND latitude IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_map_point AFTER UPDATE OF latitude, longitude ON projects
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION projects_map_point_moved();
--> statement-breakpoint
-- Units written before this migration: their compound's position, where it has one.
UPDATE units u SET map_point = point(p.longitude, p.latitude)
FROM projects p WHERE p.id = u.project_id AND p.latitude IS NOT NULL;
