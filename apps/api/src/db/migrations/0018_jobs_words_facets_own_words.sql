-- jobs_public_words_facets_idx again, its words now indexed as coalesce(search_vector, ''): a
-- window or scan asked of it writes its words the same way, so no other index can serve them.
-- With the plain column the planner could take the words from jobs_search_vector_idx and test the
-- spans and facets on each row, and it did whenever it took several words as rare ("contact centre
-- agent": 8 estimated, 11,272 true; "de-escalation" read 10,905 rows to find 360 in a window: 235
-- ms against 5 ms through this index over a million jobs).
DROP INDEX "jobs_public_words_facets_idx";--> statement-breakpoint
CREATE INDEX "jobs_public_words_facets_idx" ON "jobs" USING gin (coalesce("search_vector", ''::tsvector),job_search_facets("created_at", "job_type", "is_remote", "disability_types"),"location" gin_trgm_ops) WHERE status = 'active';