-- Search's copy of an event knows its case: `case_key` is the incident, or minus the event's own id when
-- it is alone, so a search grouped by incident groups the narrow rows alone; `is_copy` marks a
-- republished copy, which results leave out by default.
ALTER TABLE "event_search" ADD COLUMN "case_key" integer;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "is_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "event_search" SET "case_key" = coalesce(e."incident_id", -e."id"), "is_copy" = e."duplicate_of" IS NOT NULL
  FROM "events" e WHERE e."id" = "event_search"."event_id";--> statement-breakpoint
ALTER TABLE "event_search" ALTER COLUMN "case_key" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place_words text := coalesce(NEW.crime_committed, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.province, '');
  all_words tsvector := to_tsvector('english',
    coalesce(NEW.title, '') || ' ' || place_words || ' ' || coalesce(NEW.summary, '') || ' ' || coalesce(NEW.context, ''));
  -- The same as effectiveDateOf in schema.ts.
  month_start date := CASE WHEN NEW.incident_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
    THEN make_date(substr(NEW.incident_month, 1, 4)::int, substr(NEW.incident_month, 6, 2)::int, 1) END;
  first_day date := coalesce(NEW.date, month_start, NEW.published_date);
  last_day date := CASE WHEN NEW.date IS NULL AND month_start IS NOT NULL
    THEN (month_start + interval '1 month')::date - 1 ELSE first_day END;
BEGIN
  INSERT INTO event_search (event_id, effective_date, effective_end, place, search, rank_vector, province, municipality, crimes, case_key, is_copy)
  VALUES (
    NEW.id,
    first_day,
    last_day,
    lower(concat_ws(E'\x01', NEW.location, NEW.town, NEW.municipality, NEW.province)),
    strip(all_words),
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('english', place_words), 'B') ||
      setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'B'),
    NEW.province,
    NEW.municipality,
    coalesce(string_to_array(NEW.crime_committed, ', '), '{}'),
    coalesce(NEW.incident_id, -NEW.id),
    NEW.duplicate_of IS NOT NULL
  )
  ON CONFLICT (event_id) DO UPDATE SET
    effective_date = EXCLUDED.effective_date,
    effective_end = EXCLUDED.effective_end,
    place = EXCLUDED.place,
    search = EXCLUDED.search,
    rank_vector = EXCLUDED.rank_vector,
    province = EXCLUDED.province,
    municipality = EXCLUDED.municipality,
    crimes = EXCLUDED.crimes,
    case_key = EXCLUDED.case_key,
    is_copy = EXCLUDED.is_copy;
  INSERT INTO event_words (event_id, words) VALUES (NEW.id, all_words)
  ON CONFLICT (event_id) DO UPDATE SET words = EXCLUDED.words;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Linking changes only the case columns: one narrow update, no words parsed again.
CREATE OR REPLACE FUNCTION event_search_case_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_search SET case_key = coalesce(NEW.incident_id, -NEW.id), is_copy = NEW.duplicate_of IS NOT NULL
    WHERE event_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_search_case_refresh
  AFTER UPDATE OF incident_id, duplicate_of ON events
  FOR EACH ROW
  WHEN (OLD.incident_id IS DISTINCT FROM NEW.incident_id OR OLD.duplicate_of IS DISTINCT FROM NEW.duplicate_of)
  EXECUTE FUNCTION event_search_case_refresh();--> statement-breakpoint
-- Only releases in an incident are looked up by their case, to find a newer release of the same case.
CREATE INDEX "event_search_case_key_idx" ON "event_search" USING btree ("case_key") WHERE "event_search"."case_key" > 0;
