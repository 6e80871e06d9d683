ALTER TABLE "events" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "incident_month" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "suspects_arrested" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "suspect_ages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victims_count" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victims_female" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victims_male" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victim_ages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "arrest_made" boolean;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sentence" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "supplied" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "extractor_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The location filter also matches the municipality; rows pick it up when they are next written
-- (ingest, or npm run ingest -- --reenrich), which is when they first get a municipality at all.
CREATE OR REPLACE FUNCTION event_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place_words text := coalesce(NEW.crime_committed, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.province, '');
BEGIN
  INSERT INTO event_search (event_id, effective_date, place, search, rank_vector)
  VALUES (
    NEW.id,
    coalesce(NEW.date, NEW.published_date),
    lower(concat_ws(E'\x01', NEW.location, NEW.town, NEW.municipality, NEW.province)),
    strip(to_tsvector('english',
      coalesce(NEW.title, '') || ' ' || place_words || ' ' || coalesce(NEW.summary, '') || ' ' || coalesce(NEW.context, ''))),
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('english', place_words), 'B') ||
      setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'B')
  )
  ON CONFLICT (event_id) DO UPDATE SET
    effective_date = EXCLUDED.effective_date,
    place = EXCLUDED.place,
    search = EXCLUDED.search,
    rank_vector = EXCLUDED.rank_vector;
  RETURN NULL;
END;
$$;
