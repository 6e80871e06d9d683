-- Saves that raced before this index may have kept a question more than once; the oldest copy stays saved.
UPDATE "questions" SET "saved" = false WHERE "saved" AND "id" NOT IN (SELECT min("id") FROM "questions" WHERE "saved" GROUP BY "notebook_id", lower(trim("question")));--> statement-breakpoint
CREATE UNIQUE INDEX "questions_saved_text_key" ON "questions" USING btree ("notebook_id",lower(trim("question"))) WHERE "questions"."saved";
