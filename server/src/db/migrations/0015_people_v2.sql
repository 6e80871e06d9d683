ALTER TABLE "events" ADD COLUMN "victims_killed" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victims_injured" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victims_children" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "victims_police" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "suspects_female" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "suspects_male" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "relationship" text;