CREATE TABLE "whatsapp_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer,
	"compound_id" integer,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whatsapp_clicks_one_target" CHECK (("whatsapp_clicks"."unit_id" is null) <> ("whatsapp_clicks"."compound_id" is null)),
	CONSTRAINT "whatsapp_clicks_positive" CHECK ("whatsapp_clicks"."clicks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "whatsapp_clicks" ADD CONSTRAINT "whatsapp_clicks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_clicks" ADD CONSTRAINT "whatsapp_clicks_compound_id_projects_id_fk" FOREIGN KEY ("compound_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_clicks_unit_day_idx" ON "whatsapp_clicks" USING btree ("unit_id","day") WHERE "whatsapp_clicks"."unit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_clicks_compound_day_idx" ON "whatsapp_clicks" USING btree ("compound_id","day") WHERE "whatsapp_clicks"."compound_id" is not null;