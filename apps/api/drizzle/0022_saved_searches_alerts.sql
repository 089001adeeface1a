CREATE TABLE "alert_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"manage_token" text NOT NULL,
	"confirmations_day" date,
	"confirmations_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_addresses_email_unique" UNIQUE("email"),
	CONSTRAINT "alert_addresses_manage_token_unique" UNIQUE("manage_token")
);
--> statement-breakpoint
CREATE TABLE "alert_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"saved_search_id" integer,
	"email" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_lang" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_ip" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_ip" text,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"saved_search_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"saved_search_id" integer NOT NULL,
	"unit_event_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_matches_saved_search_id_unit_event_id_pk" PRIMARY KEY("saved_search_id","unit_event_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"kind" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"unit_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"frequency" text NOT NULL,
	"lang" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token" text,
	"unsubscribe_token" text NOT NULL,
	"last_event_id" integer DEFAULT 0 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "saved_searches_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "saved_searches_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "saved_searches_kind_check" CHECK (("saved_searches"."kind" = 'shortlist') = (cardinality("saved_searches"."unit_ids") > 0))
);
--> statement-breakpoint
ALTER TABLE "alert_consents" ADD CONSTRAINT "alert_consents_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_unit_event_id_unit_events_id_fk" FOREIGN KEY ("unit_event_id") REFERENCES "public"."unit_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_mail_id_alert_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."alert_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_address_id_alert_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."alert_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_consents_email_idx" ON "alert_consents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alert_consents_search_idx" ON "alert_consents" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "alert_mails_due_idx" ON "alert_mails" USING btree ("next_attempt_at") WHERE "alert_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "alert_mails_search_idx" ON "alert_mails" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "alert_mails_to_idx" ON "alert_mails" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("saved_search_id") WHERE "alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "alert_matches_event_idx" ON "alert_matches" USING btree ("unit_event_id");--> statement-breakpoint
CREATE INDEX "saved_searches_address_idx" ON "saved_searches" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("kind","query") WHERE "saved_searches"."status" = 'active';--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","last_digest_at") WHERE "saved_searches"."status" = 'active';--> statement-breakpoint
CREATE INDEX "saved_searches_pending_idx" ON "saved_searches" USING btree ("created_at") WHERE "saved_searches"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "saved_searches_units_idx" ON "saved_searches" USING gin ("unit_ids");