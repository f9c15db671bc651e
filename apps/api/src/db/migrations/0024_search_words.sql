-- "Did you mean …?" (docs/architecture.md#job-search): a dictionary of the words of active jobs'
-- titles and requirements, with how many jobs use each, that a misspelt search word is matched
-- against by trigram similarity. Triggers keep it as jobs come, change and go.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Each word of a job once: lowercase, letters only (any script: [:alpha:] follows the database's
-- Unicode ctype), at least three letters, as the search module splits the words it corrects.
CREATE FUNCTION job_words(title text, requirements text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(title, '') || ' ' || coalesce(requirements, '')), '[^[:alpha:]]+') w WHERE length(w) >= 3
$$;--> statement-breakpoint
-- Adds `delta` jobs to each word, once per time it is listed; a word no active job uses goes.
-- NOTE: the words are upserted in order so that two transactions posting jobs lock them in the
-- same order and never deadlock; a common word's row is then held until the posting commits.
CREATE FUNCTION search_words_add(words text[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, jobs)
    SELECT w, delta * count(*) FROM unnest(words) w GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET jobs = s.jobs + excluded.jobs;
  DELETE FROM search_words WHERE delta < 0 AND jobs <= 0 AND word = ANY (words);
$$;--> statement-breakpoint
-- Every active job's words counted afresh: the migration's first count, and a bulk load's last step.
CREATE FUNCTION search_words_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, jobs)
    SELECT w, count(*) FROM jobs j, job_words(j.title, j.requirements) w WHERE j.status = 'active' GROUP BY w;
$$;--> statement-breakpoint
-- Inserts and deletes are counted once per statement (a bulk load inserts thousands of rows in
-- one), through the statement's transition tables. NOTE: a bulk load's parallel transactions would
-- wait on each other for the common words' rows, so it skips the count
-- (`set local jobboard.search_words_later = 'on'`) and calls search_words_recount() at the end.
CREATE FUNCTION search_words_follow_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('jobboard.search_words_later', true) = 'on' THEN
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_words_add(array(SELECT w FROM new_jobs j, job_words(j.title, j.requirements) w WHERE j.status = 'active'), 1);
  ELSE
    PERFORM search_words_add(array(SELECT w FROM old_jobs j, job_words(j.title, j.requirements) w WHERE j.status = 'active'), -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update row by row, and only of the columns that matter: a counted view never fires it.
CREATE FUNCTION search_words_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array(SELECT job_words(NEW.title, NEW.requirements) WHERE NEW.status = 'active'), 1);
  PERFORM search_words_add(array(SELECT job_words(OLD.title, OLD.requirements) WHERE OLD.status = 'active'), -1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow_rows();--> statement-breakpoint
CREATE TRIGGER search_words_delete AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow_rows();--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE OF title, requirements, status ON "jobs"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.requirements IS DISTINCT FROM NEW.requirements OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION search_words_follow_update();--> statement-breakpoint
CREATE FUNCTION search_words_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_truncate AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION search_words_forget_all();--> statement-breakpoint
SELECT search_words_recount();
