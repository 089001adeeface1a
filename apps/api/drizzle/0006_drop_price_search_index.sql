-- A search within a price band is counted from the search tables' band_counts (migration 0005), and its
-- page is read through units_created_idx or units_price_idx: nothing reads this index any more, and every
-- write to units paid for it.
DROP INDEX "units_price_search_idx";
