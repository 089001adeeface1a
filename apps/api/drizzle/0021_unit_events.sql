CREATE TABLE "unit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"currency" text,
	"source" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_events_currency_check" CHECK (("unit_events"."currency" is null) = ("unit_events"."old_price" is null and "unit_events"."new_price" is null)),
	CONSTRAINT "unit_events_price_changed_check" CHECK ("unit_events"."kind" <> 'price_changed' or ("unit_events"."old_price" is not null and "unit_events"."new_price" is not null))
);
--> statement-breakpoint
ALTER TABLE "unit_events" ADD CONSTRAINT "unit_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_events" ADD CONSTRAINT "unit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_events_at_idx" ON "unit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "unit_events_unit_idx" ON "unit_events" USING btree ("unit_id","at","id");--> statement-breakpoint
-- The listings already on the site get the one event their history can tell: published, when they were
-- created, at today's price (decision 0056). Recorded as the migration's, not as anyone's.
INSERT INTO "unit_events" ("unit_id", "kind", "new_price", "currency", "source", "at")
  SELECT "id", 'published', "price_usd", 'USD', 'migration', "created_at" FROM "units" WHERE "listed";
