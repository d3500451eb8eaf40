CREATE TABLE "analytics_daily" (
	"tenant_id" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"center_id" integer NOT NULL,
	"organization_id" integer DEFAULT 0 NOT NULL,
	"metric" varchar(32) NOT NULL,
	"bucket" smallint DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_tenant_id_day_center_id_organization_id_metric_bucket_pk" PRIMARY KEY("tenant_id","day","center_id","organization_id","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "vacancy_search_log" (
	"tenant_id" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"center_id" integer NOT NULL,
	"term" varchar(60) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vacancy_search_log_tenant_id_day_center_id_term_pk" PRIMARY KEY("tenant_id","day","center_id","term")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_organization" ON "analytics_daily" USING btree ("tenant_id","organization_id","day");--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's figures.
ALTER TABLE analytics_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_daily
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE vacancy_search_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON vacancy_search_log
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- Adds n to one daily figure; days are UTC days, as the dashboard's.
CREATE FUNCTION analytics_bump(p_tenant varchar, p_at timestamptz, p_center integer, p_org integer, p_metric varchar, p_bucket integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
  VALUES (p_tenant, (p_at AT TIME ZONE 'UTC')::date, p_center, coalesce(p_org, 0), p_metric, p_bucket, 1)
  ON CONFLICT (tenant_id, day, center_id, organization_id, metric, bucket)
  DO UPDATE SET value = analytics_daily.value + 1;
$$;
--> statement-breakpoint
-- A vacancy counts as published once (its first publication), as filled or expired on each move into that status.
CREATE FUNCTION analytics_vacancies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status varchar := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
  old_published timestamptz := CASE WHEN TG_OP = 'UPDATE' THEN OLD.published_at END;
BEGIN
  IF NEW.published_at IS NOT NULL AND old_published IS NULL THEN
    PERFORM analytics_bump(NEW.tenant_id, NEW.published_at, NEW.center_id, NEW.organization_id, 'vacancies_published', 0);
  END IF;
  IF NEW.status IN ('filled', 'expired') AND NEW.status IS DISTINCT FROM old_status THEN
    PERFORM analytics_bump(NEW.tenant_id, CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at ELSE now() END,
      NEW.center_id, NEW.organization_id, 'vacancies_' || NEW.status, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_vacancies AFTER INSERT OR UPDATE OF status, published_at ON vacancies
  FOR EACH ROW EXECUTE FUNCTION analytics_vacancies();
--> statement-breakpoint
-- An application counts when made; its decision (accepted or rejected) when taken; the first decision is its first
-- answer, kept with its answer time in whole hours so a median can be read from the buckets.
CREATE FUNCTION analytics_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status varchar := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
  old_decided timestamptz := CASE WHEN TG_OP = 'UPDATE' THEN OLD.decided_at END;
  v_center integer;
  v_org integer;
BEGIN
  SELECT center_id, organization_id INTO v_center, v_org FROM vacancies WHERE id = NEW.vacancy_id;
  IF v_center IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_bump(NEW.tenant_id, NEW.created_at, v_center, v_org, 'applications', 0);
  END IF;
  IF NEW.status IN ('accepted', 'rejected') AND NEW.status IS DISTINCT FROM old_status THEN
    PERFORM analytics_bump(NEW.tenant_id, coalesce(NEW.decided_at, now()), v_center, v_org, 'applications_' || NEW.status, 0);
    IF old_decided IS NULL AND NEW.decided_at IS NOT NULL THEN
      PERFORM analytics_bump(NEW.tenant_id, NEW.decided_at, v_center, v_org, 'first_answers',
        least(1440, greatest(0, floor(extract(epoch FROM NEW.decided_at - NEW.created_at) / 3600)))::integer);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_applications AFTER INSERT OR UPDATE OF status, decided_at ON applications
  FOR EACH ROW EXECUTE FUNCTION analytics_applications();
--> statement-breakpoint
-- An organisation's reply to a pool profile when sent, and the volunteer's answer (answered or declined).
CREATE FUNCTION analytics_profile_replies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_state varchar := CASE WHEN TG_OP = 'UPDATE' THEN OLD.state END;
  v_center integer;
BEGIN
  SELECT center_id INTO v_center FROM volunteer_profiles WHERE id = NEW.volunteer_profile_id;
  IF v_center IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_bump(NEW.tenant_id, NEW.created_at, v_center, NEW.organization_id, 'pool_replies', 0);
  END IF;
  IF NEW.state IN ('answered', 'declined') AND NEW.state IS DISTINCT FROM old_state THEN
    PERFORM analytics_bump(NEW.tenant_id, CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at ELSE now() END,
      v_center, NEW.organization_id, 'pool_replies_' || NEW.state, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_profile_replies AFTER INSERT OR UPDATE OF state ON profile_replies
  FOR EACH ROW EXECUTE FUNCTION analytics_profile_replies();
--> statement-breakpoint
-- Growth: every new account (volunteers) and organisation, per centre.
CREATE FUNCTION analytics_signups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_bump(NEW.tenant_id, NEW.created_at, NEW.center_id, 0,
    CASE WHEN TG_TABLE_NAME = 'users' THEN 'volunteers' ELSE 'organizations' END, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_users AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION analytics_signups();
--> statement-breakpoint
CREATE TRIGGER analytics_organizations AFTER INSERT ON organizations FOR EACH ROW EXECUTE FUNCTION analytics_signups();
--> statement-breakpoint
-- The history so far, once: the same rules over the rows there are (filled and expired at their last change).
INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
SELECT tenant_id, day, center_id, organization_id, metric, bucket, count(*) FROM (
  SELECT tenant_id, (published_at AT TIME ZONE 'UTC')::date AS day, center_id, organization_id, 'vacancies_published' AS metric, 0 AS bucket
    FROM vacancies WHERE published_at IS NOT NULL
  UNION ALL
  SELECT tenant_id, (updated_at AT TIME ZONE 'UTC')::date, center_id, organization_id, 'vacancies_' || status, 0
    FROM vacancies WHERE status IN ('filled', 'expired')
  UNION ALL
  SELECT a.tenant_id, (a.created_at AT TIME ZONE 'UTC')::date, v.center_id, v.organization_id, 'applications', 0
    FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
  UNION ALL
  SELECT a.tenant_id, (coalesce(a.decided_at, a.updated_at) AT TIME ZONE 'UTC')::date, v.center_id, v.organization_id, 'applications_' || a.status, 0
    FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.status IN ('accepted', 'rejected')
  UNION ALL
  SELECT a.tenant_id, (a.decided_at AT TIME ZONE 'UTC')::date, v.center_id, v.organization_id, 'first_answers',
      least(1440, greatest(0, floor(extract(epoch FROM a.decided_at - a.created_at) / 3600)))::integer
    FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.status IN ('accepted', 'rejected') AND a.decided_at IS NOT NULL
  UNION ALL
  SELECT r.tenant_id, (r.created_at AT TIME ZONE 'UTC')::date, p.center_id, r.organization_id, 'pool_replies', 0
    FROM profile_replies r JOIN volunteer_profiles p ON p.id = r.volunteer_profile_id
  UNION ALL
  SELECT r.tenant_id, (r.updated_at AT TIME ZONE 'UTC')::date, p.center_id, r.organization_id, 'pool_replies_' || r.state, 0
    FROM profile_replies r JOIN volunteer_profiles p ON p.id = r.volunteer_profile_id WHERE r.state IN ('answered', 'declined')
  UNION ALL
  SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date, center_id, 0, 'volunteers', 0 FROM users
  UNION ALL
  SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date, center_id, 0, 'organizations', 0 FROM organizations
) events GROUP BY tenant_id, day, center_id, organization_id, metric, bucket;
