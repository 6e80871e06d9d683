-- Search's copy of an event is written again only when a field it copies changes. Linking a release
-- into an incident updates its link columns, which search does not read: rewriting the release's words
-- each time cost a full text parse per link. (A later migration that needs every row written again
-- touches one of these columns, e.g. SET title = title.)
DROP TRIGGER events_search_refresh ON events;--> statement-breakpoint
CREATE TRIGGER events_search_refresh
  AFTER INSERT OR UPDATE OF title, date, incident_month, published_date, location, town, municipality, province, crime_committed, summary, context
  ON events
  FOR EACH ROW EXECUTE FUNCTION event_search_refresh();
