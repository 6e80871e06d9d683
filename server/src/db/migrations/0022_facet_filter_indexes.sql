CREATE INDEX "event_search_province_idx" ON "event_search" USING btree ("province");--> statement-breakpoint
CREATE INDEX "event_search_crimes_idx" ON "event_search" USING gin ("crimes");