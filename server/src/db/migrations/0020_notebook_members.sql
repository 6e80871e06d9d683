CREATE TABLE "notebook_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"notebook_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"notebook_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "notebook_members_role_check" CHECK ("notebook_members"."role" in ('viewer', 'editor')),
	CONSTRAINT "notebook_members_email_lower_check" CHECK ("notebook_members"."email" = lower("notebook_members"."email"))
);
--> statement-breakpoint
CREATE TABLE "saved_search_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"saved_search_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"alert" boolean DEFAULT false NOT NULL,
	"alert_version" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "saved_search_members_email_lower_check" CHECK ("saved_search_members"."email" = lower("saved_search_members"."email"))
);
--> statement-breakpoint
ALTER TABLE "notebook_activity" ADD CONSTRAINT "notebook_activity_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_activity" ADD CONSTRAINT "notebook_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_members" ADD CONSTRAINT "notebook_members_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_members" ADD CONSTRAINT "notebook_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_members" ADD CONSTRAINT "saved_search_members_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_members" ADD CONSTRAINT "saved_search_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_activity_notebook_idx" ON "notebook_activity" USING btree ("notebook_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_members_email_key" ON "notebook_members" USING btree ("notebook_id","email");--> statement-breakpoint
CREATE INDEX "notebook_members_user_idx" ON "notebook_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_members_email_key" ON "saved_search_members" USING btree ("saved_search_id","email");--> statement-breakpoint
CREATE INDEX "saved_search_members_user_idx" ON "saved_search_members" USING btree ("user_id");--> statement-breakpoint
-- An address shared with before it had an account gets what was shared with it when it signs up,
-- in the sign-up's own transaction, whichever code path inserts the user.
CREATE OR REPLACE FUNCTION attach_shares_on_sign_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notebook_members SET user_id = NEW.id WHERE email = lower(NEW.email) AND user_id IS NULL;
  UPDATE saved_search_members SET user_id = NEW.id WHERE email = lower(NEW.email) AND user_id IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_attach_shares AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION attach_shares_on_sign_up();
