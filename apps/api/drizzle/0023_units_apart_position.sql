-- The units placed apart from their compound (a position of their own and a compound: few or none), for the
-- map call (decision 0058): each compound's point counts and prices them from this index's entries. Before, it
-- read them from units_own_position_idx, whose entries in a town's box are mostly private units (8,881 in
-- central Hurghada at 100,000 units, for none placed apart). It carries the filters' columns, so the count
-- and the lowest price are read from the entries alone.
CREATE INDEX "units_apart_position_idx" ON "units" USING btree ("map_latitude","map_longitude")
  INCLUDE ("category", "kind", "region", "project_id", "bedrooms", "status", "price_usd", "instalment_count", "move_in_from")
  WHERE "units"."listed" and "units"."latitude" is not null and "units"."project_id" is not null;
