-- Two kinds of inquiry (decision 0033): a whole shortlist sent as one inquiry, each of its units linked
-- in inquiry_units (no foreign key on the unit, like inquiries.unit_id), and a video-call viewing, whose
-- window is stored as two instants with the visitor's time zone. A shortlist may come with a phone
-- number and no e-mail address, so e-mail becomes optional, and the search text, a generated column
-- that reads it, is built again (PostgreSQL 15 cannot change a generated expression in place), with
-- its index. The new enum values are not used in this migration.
ALTER TYPE "public"."inquiry_kind" ADD VALUE 'shortlist';--> statement-breakpoint
ALTER TYPE "public"."inquiry_kind" ADD VALUE 'video-call';--> statement-breakpoint
CREATE TABLE "inquiry_units" (
	"inquiry_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "inquiry_units_inquiry_id_unit_id_pk" PRIMARY KEY("inquiry_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" drop column "search_text";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
          name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' ||
          coalesce(data->>'message', '') || ' ' || coalesce(data->>'description', '') || ' ' ||
          coalesce(data->>'propertyTitle', '') || ' ' || coalesce(data->>'location', '')
        )) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "viewing_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "viewing_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "visitor_time_zone" text;--> statement-breakpoint
ALTER TABLE "inquiry_units" ADD CONSTRAINT "inquiry_units_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);
