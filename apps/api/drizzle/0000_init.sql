CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('delivered', 'under_construction', 'off_plan');--> statement-breakpoint
CREATE TYPE "public"."unit_status" AS ENUM('available', 'sold', 'under_construction');--> statement-breakpoint
CREATE TABLE "developers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"region" text NOT NULL,
	"location" jsonb NOT NULL,
	"main_image" text NOT NULL,
	"main_video" text,
	"status" "project_status" NOT NULL,
	"delivery_date" date,
	"developer_id" integer NOT NULL,
	"description" jsonb NOT NULL,
	"specifications" jsonb NOT NULL,
	"vision" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"region" text NOT NULL,
	"location" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"unit_type" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"price_usd" integer NOT NULL,
	"price_text" text NOT NULL,
	"area_sqm" double precision NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"floor" smallint,
	"main_image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"status" "unit_status" DEFAULT 'available' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(
          coalesce(title->>'en', '') || ' ' || coalesce(title->>'ar', '') || ' ' || coalesce(title->>'de', '') || ' ' ||
          coalesce(location->>'en', '') || ' ' || coalesce(location->>'ar', '') || ' ' || coalesce(location->>'de', '') || ' ' ||
          unit_type
        )) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_images_project_idx" ON "project_images" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region");--> statement-breakpoint
CREATE INDEX "units_created_idx" ON "units" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("price_usd","id");--> statement-breakpoint
CREATE INDEX "units_project_idx" ON "units" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "units_region_idx" ON "units" USING btree ("region");--> statement-breakpoint
CREATE INDEX "units_category_idx" ON "units" USING btree ("category");--> statement-breakpoint
CREATE INDEX "units_bedrooms_idx" ON "units" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "units_status_idx" ON "units" USING btree ("status");--> statement-breakpoint
CREATE INDEX "units_search_trgm_idx" ON "units" USING gin ("search_text" gin_trgm_ops);