CREATE TABLE "cache_tag_changes" (
	"tag" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL
);
