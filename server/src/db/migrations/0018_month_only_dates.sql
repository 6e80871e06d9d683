-- An event known only to its month counts in that month: it begins on the month's first day and ends
-- on its last, where before it counted on its publication day (docs/decisions.md, "An event known
-- only to its month"). The publication day stays for events whose release gives no date at all.
DROP INDEX "events_effective_date_idx";--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "effective_end" date;--> statement-breakpoint
CREATE INDEX "events_effective_date_idx" ON "events" USING btree (coalesce("date", (case when "incident_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then make_date(substr("incident_month", 1, 4)::int, substr("incident_month", 6, 2)::int, 1) end), "published_date"));--> statement-breakpoint
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
  INSERT INTO event_search (event_id, effective_date, effective_end, place, search, rank_vector, province, municipality, crimes)
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
    coalesce(string_to_array(NEW.crime_committed, ', '), '{}')
  )
  ON CONFLICT (event_id) DO UPDATE SET
    effective_date = EXCLUDED.effective_date,
    effective_end = EXCLUDED.effective_end,
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
-- Every other event ends the day it begins; month-only events are written again through the trigger.
UPDATE "event_search" SET "effective_end" = "effective_date";--> statement-breakpoint
UPDATE "events" SET "id" = "id" WHERE "date" IS NULL AND "incident_month" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "event_search" ALTER COLUMN "effective_end" SET NOT NULL;
