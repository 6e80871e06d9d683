CREATE TABLE "notebook_event_keywords" (
	"notebook_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"keyword" text NOT NULL,
	CONSTRAINT "notebook_event_keywords_notebook_id_event_id_keyword_pk" PRIMARY KEY("notebook_id","event_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "notebook_events" (
	"notebook_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_events_notebook_id_event_id_pk" PRIMARY KEY("notebook_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook_event_keywords" ADD CONSTRAINT "notebook_event_keywords_notebook_id_event_id_notebook_events_notebook_id_event_id_fk" FOREIGN KEY ("notebook_id","event_id") REFERENCES "public"."notebook_events"("notebook_id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_events" ADD CONSTRAINT "notebook_events_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_events" ADD CONSTRAINT "notebook_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_events_event_idx" ON "notebook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "notebooks_owner_idx" ON "notebooks" USING btree ("owner_id","created_at");