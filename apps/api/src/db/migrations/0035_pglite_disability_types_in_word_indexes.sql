-- Where btree_gin is not installed (PGlite, migration 0033), the word indexes also hold
-- disability_types, the one filter column of PostgreSQL's word indexes that needs no btree_gin
-- (arrays have GIN's own operator class): a search filtered by disability types then finds its
-- matches in the index rather than testing each job of the words (docs/decisions/006-job-search.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    DROP INDEX "jobs_search_idx";
    DROP INDEX "jobs_title_search_idx";
    CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector", to_tsvector('simple', "location"), "disability_types");
    CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_vector", to_tsvector('simple', "location"), "disability_types");
  END IF;
END $$;
