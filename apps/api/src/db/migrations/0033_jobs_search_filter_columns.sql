-- The word indexes also hold the columns that filters and windows test, through btree_gin (a
-- trusted extension: a database owner may create it). PGlite offers btree_gin only when the server
-- loads it, which it does not: loaded beside pg_trgm it hung some plans. There the word indexes
-- stay words only (docs/decisions/006-job-search.md).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    DROP INDEX "jobs_search_vector_idx";
    DROP INDEX "jobs_title_vector_idx";
    CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector","created_at","salary_sort","job_type","is_remote","disability_types");
    CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_vector","created_at","salary_sort","job_type","is_remote","disability_types");
  END IF;
END $$;
