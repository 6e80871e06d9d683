-- Linking finds candidates by province and a window of dates, then tests a shared place on those rows.
DROP INDEX "events_case_places_idx";--> statement-breakpoint
CREATE INDEX "events_link_candidates_idx" ON "events" USING btree ("province","published_date");