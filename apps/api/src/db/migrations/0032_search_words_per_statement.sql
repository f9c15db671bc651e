-- Updates of jobs are counted in the dictionary of "Did you mean" once per statement, as inserts
-- and deletes are. Row by row, a statement that closed thousands of jobs (the daily close of past
-- deadlines, an account's jobs held) changed a common word's row once per job, and each change of
-- a row already changed in the same transaction costs more than the one before.
DROP TRIGGER "search_words_update" ON "jobs";--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('jobboard.search_words_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  -- Only rows whose counted columns changed: a counted view changes none of them.
  PERFORM search_words_add(array(
    SELECT w FROM new_jobs n JOIN old_jobs o USING (id) CROSS JOIN LATERAL job_words(n.title, n.requirements) w
    WHERE n.status = 'active' AND (n.title, n.requirements, n.status) IS DISTINCT FROM (o.title, o.requirements, o.status)), 1);
  PERFORM search_words_add(array(
    SELECT w FROM old_jobs o JOIN new_jobs n USING (id) CROSS JOIN LATERAL job_words(o.title, o.requirements) w
    WHERE o.status = 'active' AND (n.title, n.requirements, n.status) IS DISTINCT FROM (o.title, o.requirements, o.status)), -1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_words_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow_update();
