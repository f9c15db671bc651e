-- The place filter matches the words of a job's place (to_tsvector('simple', location)) rather
-- than a substring, so the word indexes hold them as one more column: a search with a place is one
-- index scan whose matches need no second look, where the place's trigrams were a second bitmap and
-- made PostgreSQL test every match's words again, reading each large vector from TOAST
-- (docs/decisions/006-job-search.md). Where btree_gin is not installed (PGlite, migration 0033) the
-- word indexes hold the words and the place's words only.
DO $$
BEGIN
  DROP INDEX "jobs_public_location_trgm_idx";
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    DROP INDEX "jobs_search_idx";
    DROP INDEX "jobs_title_search_idx";
    CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector", to_tsvector('simple', "location"), "created_at", "salary_sort", "job_type", "is_remote", "disability_types");
    CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_vector", to_tsvector('simple', "location"), "created_at", "salary_sort", "job_type", "is_remote", "disability_types");
  ELSE
    DROP INDEX "jobs_search_vector_idx";
    DROP INDEX "jobs_title_vector_idx";
    CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector", to_tsvector('simple', "location"));
    CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_vector", to_tsvector('simple', "location"));
  END IF;
END $$;
