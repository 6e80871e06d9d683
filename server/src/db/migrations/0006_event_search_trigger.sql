-- Keeps event_search in step with events on every write path (seeding, ingest, edits).
CREATE OR REPLACE FUNCTION event_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place_words text := coalesce(NEW.crime_committed, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.province, '');
BEGIN
  INSERT INTO event_search (event_id, effective_date, place, search, rank_vector)
  VALUES (
    NEW.id,
    coalesce(NEW.date, NEW.published_date),
    lower(concat_ws(E'\x01', NEW.location, NEW.town, NEW.province)),
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
--> statement-breakpoint
CREATE TRIGGER events_search_refresh AFTER INSERT OR UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION event_search_refresh();
--> statement-breakpoint
-- Events stored before this migration: touching each row runs the trigger for it.
UPDATE events SET id = id;
