CREATE TABLE "notebook_event_corrections" (
	"notebook_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_event_corrections_notebook_id_event_id_pk" PRIMARY KEY("notebook_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "notebook_event_corrections" ADD CONSTRAINT "notebook_event_corrections_notebook_id_event_id_notebook_events_notebook_id_event_id_fk" FOREIGN KEY ("notebook_id","event_id") REFERENCES "public"."notebook_events"("notebook_id","event_id") ON DELETE cascade ON UPDATE no action;