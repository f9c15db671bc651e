-- A job as the job list writes it (job.mapper.ts's toJobDto, kept alike by a test): for the
-- public, or for an applicant with their own application and saved flag after the job's fields.
-- A page's statement writes its rows with it (job-search.repository.ts's withJobs) instead of
-- one more statement after it; PL/pgSQL plans its queries once per connection, where the same
-- expression written into every page's statement was parsed and planned with each one.
CREATE FUNCTION job_list_json(listed_id uuid, viewer_id uuid DEFAULT NULL) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  listed text;
  mine text;
  saved boolean;
BEGIN
  SELECT json_build_object(
    'id', j.id, 'title', j.title, 'company_name', j.company_name, 'company_website', j.company_website,
    'employer_id', j.employer_id, 'description', j.description, 'requirements', j.requirements,
    'responsibilities', j.responsibilities, 'benefits', j.benefits, 'location', j.location, 'job_type', j.job_type,
    'salary_min', j.salary_min, 'salary_max', j.salary_max, 'salary_currency', j.salary_currency, 'is_remote', j.is_remote,
    'accommodations', j.accommodations, 'disability_types', j.disability_types, 'category', j.category, 'status', j.status,
    'views_count', j.views_count,
    'created_at', to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(j.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'expires_at', to_char(j.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'applications_count', (SELECT count(*) FROM applications a WHERE a.job_id = j.id AND a.status <> 'applicant_withdrew')
  )::text INTO listed FROM jobs j WHERE j.id = listed_id;
  IF listed IS NULL OR viewer_id IS NULL THEN
    RETURN listed;
  END IF;
  -- The object's closing brace moves after the applicant's two fields.
  SELECT (SELECT json_build_object('id', a.id, 'status', a.status)::text FROM applications a WHERE a.job_id = listed_id AND a.applicant_id = viewer_id),
    EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = listed_id AND s.user_id = viewer_id)
  INTO mine, saved;
  RETURN left(listed, -1) || ', "my_application" : ' || coalesce(mine, 'null') || ', "is_saved" : ' || saved::text || '}';
END
$$;
