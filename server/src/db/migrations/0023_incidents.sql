CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "incident_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "linked_event_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "link_score" real;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "link_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "case_facts" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "case_places" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_incident_idx" ON "events" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "events_case_places_idx" ON "events" USING gin ("case_places");