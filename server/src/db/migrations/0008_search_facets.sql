CREATE TABLE "event_words" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"words" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "crimes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_words" ADD CONSTRAINT "event_words_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The trigger now also copies the facet fields into event_search and keeps the positioned words of
-- the event in event_words, for quoted phrases.
CREATE OR REPLACE FUNCTION event_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place_words text := coalesce(NEW.crime_committed, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.province, '');
  all_words tsvector := to_tsvector('english',
    coalesce(NEW.title, '') || ' ' || place_words || ' ' || coalesce(NEW.summary, '') || ' ' || coalesce(NEW.context, ''));
BEGIN
  INSERT INTO event_search (event_id, effective_date, place, search, rank_vector, province, municipality, crimes)
  VALUES (
    NEW.id,
    coalesce(NEW.date, NEW.published_date),
    lower(concat_ws(E'\x01', NEW.location, NEW.town, NEW.municipality, NEW.province)),
    strip(all_words),
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('english', place_words), 'B') ||
      setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'B'),
    NEW.province,
    NEW.municipality,
    coalesce(string_to_array(NEW.crime_committed, ', '), '{}')
  )
  ON CONFLICT (event_id) DO UPDATE SET
    effective_date = EXCLUDED.effective_date,
    place = EXCLUDED.place,
    search = EXCLUDED.search,
    rank_vector = EXCLUDED.rank_vector,
    province = EXCLUDED.province,
    municipality = EXCLUDED.municipality,
    crimes = EXCLUDED.crimes;
  INSERT INTO event_words (event_id, words) VALUES (NEW.id, all_words)
  ON CONFLICT (event_id) DO UPDATE SET words = EXCLUDED.words;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Events stored before this migration: touching each row runs the trigger for it.
UPDATE events SET id = id;
