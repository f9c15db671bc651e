-- The job search made simple (docs/decisions/006-job-search.md): the words-and-facets index and the
-- pay-within-type orders go, with the functions that served them (job_search_facets) and the SQL copy
-- of the job list's mapper (job_list_json); the place gets its trigram index back, and relevance a
-- small title-only vector with its own index, kept in the row (STORAGE MAIN) so ranking every title
-- match reads no TOAST.
DROP INDEX "jobs_public_type_salary_high_idx";--> statement-breakpoint
DROP INDEX "jobs_public_type_salary_low_idx";--> statement-breakpoint
DROP INDEX "jobs_public_words_facets_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_public_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_title_vector_idx" ON "jobs" USING gin ("title_vector");--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_vector" SET STORAGE MAIN;--> statement-breakpoint
DROP FUNCTION job_search_facets(timestamptz, text, boolean, text[]);--> statement-breakpoint
DROP FUNCTION job_list_json(uuid, uuid);
