ALTER TABLE "users" ADD COLUMN "company_slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_logo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_statement" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_page_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_slug_key" ON "users" USING btree ("company_slug");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_slug_check" CHECK ("users"."company_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("users"."company_slug") <= 80);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_statement_check" CHECK (char_length("users"."company_statement") <= 2000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_locations_check" CHECK (cardinality("users"."company_locations") <= 10);--> statement-breakpoint
-- Hand-written: employers who already named their company get a slug, as a first save would give
-- them. A repeated name gets part of the user's id so no two rows can collide.
UPDATE "users" u SET "company_slug" = s.slug FROM (
  SELECT id, CASE WHEN rn = 1 THEN base ELSE base || '-' || left(id::text, 8) END AS slug FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS rn FROM (
      SELECT id, created_at, trim(both '-' from left(trim(both '-' from regexp_replace(lower(company_name), '[^a-z0-9]+', '-', 'g')), 60)) AS base
      FROM "users" WHERE role = 'employer' AND company_name IS NOT NULL
    ) b WHERE base <> ''
  ) r
) s WHERE u.id = s.id;
