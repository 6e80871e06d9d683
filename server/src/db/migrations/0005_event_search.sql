CREATE TABLE "event_search" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"effective_date" date NOT NULL,
	"place" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"rank_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "events_location_trgm_idx";--> statement-breakpoint
DROP INDEX "events_town_trgm_idx";--> statement-breakpoint
DROP INDEX "events_province_idx";--> statement-breakpoint
ALTER TABLE "event_search" ADD CONSTRAINT "event_search_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_search_search_idx" ON "event_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "event_search_place_trgm_idx" ON "event_search" USING gin ("place" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_search_effective_date_idx" ON "event_search" USING btree ("effective_date");--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "rank_vector";