-- Unit and compound statuses are stored as the spec's answers spell them ("under construction",
-- "off plan"), so the database, the code and the wire share one spelling and nothing converts between
-- them. Renaming an enum value rewrites no row.
ALTER TYPE "public"."unit_status" RENAME VALUE 'under_construction' TO 'under construction';--> statement-breakpoint
ALTER TYPE "public"."project_status" RENAME VALUE 'under_construction' TO 'under construction';--> statement-breakpoint
ALTER TYPE "public"."project_status" RENAME VALUE 'off_plan' TO 'off plan';
