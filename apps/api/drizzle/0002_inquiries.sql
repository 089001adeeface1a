CREATE TYPE "public"."inquiry_kind" AS ENUM('contact', 'sell-with-us', 'unit', 'compound', 'site-visit');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('new', 'contacted', 'closed');--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "inquiry_kind" NOT NULL,
	"status" "inquiry_status" DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"data" jsonb NOT NULL,
	"page" text NOT NULL,
	"unit_id" integer,
	"project_id" integer,
	"lang" text NOT NULL,
	"currency" text NOT NULL,
	"note" text,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(
          name || ' ' || email || ' ' || coalesce(phone, '') || ' ' ||
          coalesce(data->>'message', '') || ' ' || coalesce(data->>'description', '') || ' ' ||
          coalesce(data->>'propertyTitle', '') || ' ' || coalesce(data->>'location', '')
        )) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_outbox_inquiry_id_unique" UNIQUE("inquiry_id")
);
--> statement-breakpoint
ALTER TABLE "inquiry_outbox" ADD CONSTRAINT "inquiry_outbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_kind_idx" ON "inquiries" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiry_outbox_due_idx" ON "inquiry_outbox" USING btree ("next_attempt_at") WHERE "inquiry_outbox"."sent_at" is null;