CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" date,
	"location" text,
	"town" text,
	"province" text,
	"crime_committed" text,
	"summary" text NOT NULL,
	"context" text NOT NULL,
	"published_date" date NOT NULL,
	"source_url" text NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(crime_committed, '') || ' ' || coalesce(location, '') || ' ' || coalesce(province, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(context, '')), 'C')) STORED NOT NULL,
	"rank_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(crime_committed, '') || ' ' || coalesce(location, '') || ' ' || coalesce(province, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'B')) STORED NOT NULL,
	CONSTRAINT "events_source_url_unique" UNIQUE("source_url")
);
--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_town_trgm_idx" ON "events" USING gin (lower("town") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_province_idx" ON "events" USING btree (lower("province"));--> statement-breakpoint
CREATE INDEX "events_effective_date_idx" ON "events" USING btree (coalesce("date", "published_date"));