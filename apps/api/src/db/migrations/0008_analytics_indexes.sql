CREATE INDEX "application_history_created_at_idx" ON "application_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "application_history_decisions_idx" ON "application_history" USING btree ("created_at","to_status","application_id") WHERE to_status in ('hired', 'rejected');--> statement-breakpoint
CREATE INDEX "applications_status_applied_at_idx" ON "applications" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "applications_hired_idx" ON "applications" USING btree ("applied_at","id","job_id") WHERE status = 'hired';--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at","status","job_type","category","expires_at","id");