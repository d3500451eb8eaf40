-- The public bank counts help_kind too (the /een-op-een-hulp requests and offers): without it in the covering index
-- the counts read the table's wide rows instead of the index (measured at 100,000 vacancies: 140 ms instead of 37 ms).
DROP INDEX IF EXISTS vacancies_public_facets;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vacancies_public_facets ON vacancies (tenant_id, status, center_id)
  INCLUDE (organization_id, expires_at, published_at, vacancy_type, help_kind, tags, age_group_ids, expenses_reimbursed,
           vog_required, wheelchair_accessible, from_home, remote, hours_per_week, minimum_age, language_level,
           latitude, longitude);
