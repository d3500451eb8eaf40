-- The public bank's counts per filter option and its closing-soon sort read these columns only, so an index-only
-- scan replaces a pass over the wide rows (measured at 100,000 vacancies: about 320 ms -> 90 ms). Custom SQL because
-- Drizzle's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS vacancies_public_facets ON vacancies (tenant_id, status, center_id)
  INCLUDE (organization_id, expires_at, published_at, vacancy_type, tags, age_group_ids, expenses_reimbursed,
           vog_required, wheelchair_accessible, from_home, remote, hours_per_week, minimum_age, language_level,
           latitude, longitude);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vacancies_tenant_expiry ON vacancies (tenant_id, status, expires_at);
