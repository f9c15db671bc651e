CREATE TABLE "application_day_counts" (
	"status" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_day_counts_status_day_pk" PRIMARY KEY("status","day")
);
--> statement-breakpoint
-- Adds the rows of a transition table (sign 1) or takes them away (sign -1), grouped per status
-- and UTC day: one upsert per statement, however many rows it touched, so bulk inserts stay fast.
CREATE FUNCTION application_day_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_day_counts AS c (status, day, n)
  SELECT status, (applied_at AT TIME ZONE 'UTC')::date, TG_ARGV[0]::int * count(*)::int FROM changed GROUP BY 1, 2
  ON CONFLICT (status, day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves rows between (status, day) pairs; pairs whose count does not change are not written,
-- so updates of other columns (notes, updated_at) lock no count row.
CREATE FUNCTION application_day_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_day_counts AS c (status, day, n)
  SELECT status, day, sum(d)::int FROM (
    SELECT status, (applied_at AT TIME ZONE 'UTC')::date AS day, -1 AS d FROM old_rows
    UNION ALL
    SELECT status, (applied_at AT TIME ZONE 'UTC')::date, 1 FROM new_rows
  ) moved GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (status, day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION application_day_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_day_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER application_day_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_change('1');--> statement-breakpoint
CREATE TRIGGER application_day_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_change('-1');--> statement-breakpoint
CREATE TRIGGER application_day_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_update();--> statement-breakpoint
CREATE TRIGGER application_day_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_clear();--> statement-breakpoint
INSERT INTO application_day_counts (status, day, n)
SELECT status, (applied_at AT TIME ZONE 'UTC')::date, count(*)::int FROM applications GROUP BY 1, 2;
