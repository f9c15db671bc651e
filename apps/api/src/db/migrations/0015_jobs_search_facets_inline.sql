-- job_search_facets again, the same lexemes from calls PostgreSQL marks immutable only, and no
-- subquery, so that it is inlined into the expression of jobs_public_words_facets_idx instead of
-- being run as a function for each job: its 0014 body held `extract` from a timestamptz and
-- `text || bigint` (both stable) and a subquery over the disability types. Over 100,000 jobs,
-- computing the index's expression for every job took 0.82 s against 1.37-1.55 s on PostgreSQL,
-- and building the index on PGlite (as seeding does) 8.6 s against 11.8 s.
-- The seven disability types are those of jobs_disability_types_check. The lexemes are the same,
-- so the index is not rebuilt.
CREATE OR REPLACE FUNCTION job_search_facets(created timestamptz, job_type text, is_remote boolean, disability_types text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY[
    'quarter-day ' || floor(extract(epoch FROM created - 'epoch'::timestamptz) / 21600)::bigint::text,
    'day ' || floor(extract(epoch FROM created - 'epoch'::timestamptz) / 86400)::bigint::text,
    'week ' || floor(extract(epoch FROM created - 'epoch'::timestamptz) / 604800)::bigint::text,
    'four-weeks ' || floor(extract(epoch FROM created - 'epoch'::timestamptz) / 2419200)::bigint::text,
    'job-type ' || job_type,
    CASE WHEN is_remote THEN 'remote yes' ELSE 'remote no' END,
    CASE WHEN disability_types @> '{physical}' THEN 'disability physical' END,
    CASE WHEN disability_types @> '{visual}' THEN 'disability visual' END,
    CASE WHEN disability_types @> '{hearing}' THEN 'disability hearing' END,
    CASE WHEN disability_types @> '{cognitive}' THEN 'disability cognitive' END,
    CASE WHEN disability_types @> '{mental-health}' THEN 'disability mental-health' END,
    CASE WHEN disability_types @> '{neurodivergent}' THEN 'disability neurodivergent' END,
    CASE WHEN disability_types @> '{chronic-illness}' THEN 'disability chronic-illness' END
  ], NULL))
$$;
