-- Answers keep the plan they were computed from, and whether a person edited it (ask-plan), so that
-- re-evaluating an edited answer runs its plan again. Answers stored before have no plan.
ALTER TABLE "questions" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "plan_edited" boolean DEFAULT false NOT NULL;