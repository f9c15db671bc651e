-- jobs.search_vector is kept by a trigger instead of as a generated column, so that a bulk load
-- may hand over vectors it computed itself with the same function, in parallel: PGlite runs one
-- query at a time, and computing the vectors was most of seeding it (seed/search-vectors.ts).
-- Every other insert, and every update of the text, computes the vector here as before: title
-- weighs most (A), then requirements and accommodations (B), then the rest of the text (C).
CREATE FUNCTION job_search_vector(title text, requirements text, accommodations text, description text, responsibilities text, company_name text, location text, category text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(requirements, '') || ' ' || coalesce(accommodations, '')), 'B')
    || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(responsibilities, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(category, '')), 'C')
$$;--> statement-breakpoint
-- A load that computed the vectors with job_search_vector says so for its transaction
-- (`set local jobboard.search_vectors_given = 'on'`); a row without one gets it computed anyway.
CREATE FUNCTION jobs_keep_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR NEW.search_vector IS NULL OR current_setting('jobboard.search_vectors_given', true) IS DISTINCT FROM 'on' THEN
    NEW.search_vector := job_search_vector(NEW.title, NEW.requirements, NEW.accommodations, NEW.description, NEW.responsibilities, NEW.company_name, NEW.location, NEW.category);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- Only updates that set the text fire it: a counted view (views_count alone) stays a HOT update.
CREATE TRIGGER jobs_keep_search_vector BEFORE INSERT OR UPDATE OF title, requirements, accommodations, description, responsibilities, company_name, location, category, search_vector ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_keep_search_vector();
