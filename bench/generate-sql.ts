// The generator's SQL: every table grows by multi-row INSERT ... SELECT over generate_series in one round trip per
// chunk, picking Dutch texts, organizations and towns from small temporary tables.
import type pg from "pg";
import { DUTCH_TOWNS } from "./dutch-towns";
import { buildCatalogue, PLACE } from "./vacancy-catalogue";

/** Share of the generated rows per centre (slug), about the size of each tenant's region. */
const CENTER_WEIGHTS: Record<string, number> = {
  oldebroek: 12,
  roermond: 12,
  meedoen: 22,
  demo: 10,
  nijmegen: 22,
  heumen: 8,
  ede: 14,
};
const ORGANIZATION_KINDS = [
  "Sportvereniging",
  "Stichting Welzijn",
  "Zorgcentrum",
  "Bibliotheek",
  "Natuurvereniging",
  "Taalcafé",
  "Scouting",
  "Muziekvereniging",
  "Buurthuis",
  "Kringloopwinkel",
  "Stichting Humanitas",
  "Wijkvereniging",
];
const FIRST_NAMES = [
  "Anna",
  "Daan",
  "Sophie",
  "Lucas",
  "Emma",
  "Sem",
  "Julia",
  "Noah",
  "Fleur",
  "Mohammed",
  "Fatima",
  "Jan",
  "Ingrid",
  "Kees",
  "Yara",
  "Thijs",
];
const LAST_NAMES = [
  "de Jong",
  "Jansen",
  "de Vries",
  "van den Berg",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "Mulder",
  "de Boer",
  "El Amrani",
  "Yilmaz",
  "Hendriks",
  "Dekker",
];
const MESSAGES = [
  "Ik ben net met pensioen en heb tijd over. Dit lijkt me mooi werk.",
  "Ik zoek vrijwilligerswerk naast mijn studie en woon vlakbij.",
  "Graag kom ik een keer kennismaken. Ik heb ervaring met ouderen.",
  "Mijn kinderen zitten op school in de buurt; ik help graag mee.",
];

/**
 * Small lookup tables for this session: catalogue texts, towns (repeated by weight) and centres (by weight); with a
 * tenant, only that tenant's centres.
 */
export async function createLookupTables(
  client: pg.PoolClient,
  tenant?: string,
): Promise<{ catalogue: number; towns: number; centers: number }> {
  await client.query("SET synchronous_commit = off");
  await client.query("SET maintenance_work_mem = '256MB'");
  await client.query(`CREATE TEMP TABLE IF NOT EXISTS bench_catalogue (idx int PRIMARY KEY, entry jsonb NOT NULL)`);
  await client.query(`CREATE TEMP TABLE IF NOT EXISTS bench_towns (idx int PRIMARY KEY, name text, lat float8, lng float8)`);
  await client.query(`CREATE TEMP TABLE IF NOT EXISTS bench_centers (idx int PRIMARY KEY, id int, tenant_id text)`);
  await client.query("TRUNCATE bench_catalogue, bench_towns, bench_centers");
  // The tenants' stock pictures (seeded), one per generated vacancy as the demo seed gives each of its own.
  await client.query(`DROP TABLE IF EXISTS bench_pictures`);
  await client.query(
    `CREATE TEMP TABLE bench_pictures AS
     SELECT tenant_id, (row_number() OVER (PARTITION BY tenant_id ORDER BY id) - 1)::int AS idx,
            (count(*) OVER (PARTITION BY tenant_id))::int AS n, id, path
     FROM uploads WHERE path LIKE tenant_id || '/stock/%'`,
  );
  const catalogue = buildCatalogue();
  await client.query(
    `INSERT INTO bench_catalogue SELECT ordinality - 1, value FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY`,
    [JSON.stringify(catalogue)],
  );
  const towns = DUTCH_TOWNS.flatMap((t) => Array.from({ length: t.weight }, () => t));
  await client.query(
    `INSERT INTO bench_towns SELECT ordinality - 1, t->>'name', (t->>'latitude')::float8, (t->>'longitude')::float8
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(t, ordinality)`,
    [JSON.stringify(towns)],
  );
  const { rows } = await client.query<{ id: number; tenant_id: string; slug: string }>(
    "SELECT id, tenant_id, slug FROM volunteer_centers WHERE $1::text IS NULL OR tenant_id = $1",
    [tenant ?? null],
  );
  const centers = rows.flatMap((c) => Array.from({ length: CENTER_WEIGHTS[c.slug] ?? (tenant ? 1 : 0) }, () => c));
  if (centers.length === 0) throw new Error(`no demo centres${tenant ? ` in ${tenant}` : ""}: seed the database first`);
  await client.query(
    `INSERT INTO bench_centers SELECT ordinality - 1, (c->>'id')::int, c->>'tenant_id' FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(c, ordinality)`,
    [JSON.stringify(centers)],
  );
  return { catalogue: catalogue.length, towns: towns.length, centers: centers.length };
}

export async function insertOrganizations(client: pg.PoolClient, count: number, centers: number) {
  await client.query(
    `INSERT INTO organizations (tenant_id, center_id, type, name, status, description, non_profit_type, created_at, updated_at)
     SELECT c.tenant_id, c.id, 'NonProfit', left(($2::text[])[1 + (g % array_length($2::text[], 1))] || ' ' || g, 100), 'approved',
            'Een vereniging met vrijwilligers uit de buurt.', 'Zorg en welzijn', now() - random() * interval '3 years', now()
     FROM (SELECT g, floor(random() * $3)::int AS ci FROM generate_series(1, $1::int) g) r
     JOIN bench_centers c ON c.idx = r.ci`,
    [count, ORGANIZATION_KINDS, centers],
  );
}

/** Approved organizations (of the tenant, when given), each placed in a town (a fixed function of its id). */
export async function refreshOrganizationTable(client: pg.PoolClient, towns: number, tenant?: string): Promise<number> {
  await client.query("DROP TABLE IF EXISTS bench_orgs");
  await client.query(
    `CREATE TEMP TABLE bench_orgs AS
     SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id, tenant_id, center_id, ((id::bigint * 2654435761) % $1)::int AS town_idx
     FROM organizations WHERE status = 'approved' AND ($2::text IS NULL OR tenant_id = $2)`,
    [towns, tenant ?? null],
  );
  await client.query("ALTER TABLE bench_orgs ADD PRIMARY KEY (idx)");
  const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM bench_orgs");
  return rows[0].n;
}

/**
 * n vacancies: 85% published, the rest draft, filled, archived or expired (all published with publishedOnly);
 * text from a skewed pick of the catalogue.
 */
export async function insertVacancies(
  client: pg.PoolClient,
  n: number,
  catalogue: number,
  organizations: number,
  publishedOnly = false,
) {
  const place = (column: string) => `replace(c.entry->>'${column}', '${PLACE}', t.name)`;
  await client.query(
    `INSERT INTO vacancies (tenant_id, center_id, organization_id, title, summary, description, description_text, status,
       vacancy_type, age_group_ids, tags, frequency, remote, street, house_number, city, latitude, longitude, hours_per_week,
       expenses_reimbursed, vog_required, minimum_age, language_level, wheelchair_accessible, from_home, expires_at,
       published_at, created_at, updated_at, image_upload_id, image_path)
     SELECT o.tenant_id, o.center_id, o.id, left(${place("title")}, 120), left(${place("summary")}, 300),
       ${place("description")}, ${place("descriptionText")}, st.status, c.entry->>'vacancyType',
       ARRAY(SELECT jsonb_array_elements_text(c.entry->'ageGroupIds'))::smallint[],
       ARRAY(SELECT jsonb_array_elements_text(c.entry->'tags'))::varchar[], c.entry->>'frequency', rm.remote,
       CASE WHEN NOT rm.remote THEN (ARRAY['Dorpsstraat','Kerkstraat','Stationsweg','Schoolstraat','Molenweg'])[1 + floor(r.j1 * 5)::int] END,
       CASE WHEN NOT rm.remote THEN (1 + floor(r.j2 * 150))::text END,
       CASE WHEN NOT rm.remote THEN t.name END,
       CASE WHEN NOT rm.remote THEN t.lat + (r.j1 - 0.5) * 0.06 END,
       CASE WHEN NOT rm.remote THEN t.lng + (r.j2 - 0.5) * 0.09 END,
       (c.entry->>'hoursPerWeek')::numeric, (c.entry->>'expensesReimbursed')::boolean, (c.entry->>'vogRequired')::boolean,
       (c.entry->>'minimumAge')::smallint, c.entry->>'languageLevel', (c.entry->>'wheelchairAccessible')::boolean,
       (c.entry->>'fromHome')::boolean,
       CASE WHEN st.status = 'expired' THEN now() - (1 + r.e * 40) * interval '1 day'
            WHEN r.e < 0.1 THEN NULL ELSE now() + (1 + r.e * 150) * interval '1 day' END,
       CASE WHEN st.status <> 'draft' THEN r.created END, r.created, r.created, p.id, p.path
     FROM (SELECT floor(pow(random(), 1.6) * $2)::int AS ci, floor(random() * $3)::int AS oi, random() AS j1, random() AS j2,
                  random() AS e, random() * $4 AS s, now() - random() * interval '180 days' AS created
           FROM generate_series(1, $1::int)) r
     JOIN bench_catalogue c ON c.idx = r.ci
     JOIN bench_orgs o ON o.idx = r.oi
     JOIN bench_towns t ON t.idx = o.town_idx
     LEFT JOIN bench_pictures p ON p.tenant_id = o.tenant_id AND p.idx = floor(r.j2 * p.n)::int
     CROSS JOIN LATERAL (SELECT CASE WHEN r.s < 0.85 THEN 'published' WHEN r.s < 0.9 THEN 'draft' WHEN r.s < 0.94 THEN 'filled'
                                     WHEN r.s < 0.97 THEN 'archived' ELSE 'expired' END AS status) st
     CROSS JOIN LATERAL (SELECT (c.entry->>'fromHome')::boolean AS remote) rm`,
    // s below 0.85 is 'published'.
    [n, catalogue, organizations, publishedOnly ? 0.85 : 1],
  );
}

/** Activities get one to four dates in the coming six weeks. */
export async function insertActivityDates(client: pg.PoolClient, afterId: number) {
  await client.query(
    `INSERT INTO vacancy_dates (tenant_id, vacancy_id, starts_at, ends_at)
     SELECT v.tenant_id, v.id, date_trunc('day', now()) + ((v.id % 42) + 1 + 7 * k) * interval '1 day' + interval '9 hours',
            date_trunc('day', now()) + ((v.id % 42) + 1 + 7 * k) * interval '1 day' + interval '12 hours'
     FROM vacancies v CROSS JOIN LATERAL generate_series(0, v.id % 4) k
     WHERE v.id > $1 AND v.vacancy_type = 'activity'`,
    [afterId],
  );
}

export async function insertApplications(client: pg.PoolClient, n: number) {
  await client.query(
    `INSERT INTO applications (tenant_id, vacancy_id, first_name, last_name, email, message, status, created_at, updated_at)
     SELECT v.tenant_id, v.id, ($2::text[])[1 + floor(r.a * array_length($2::text[], 1))::int],
       ($3::text[])[1 + floor(r.b * array_length($3::text[], 1))::int], 'vrijwilliger' || r.g || '@example.test',
       ($4::text[])[1 + floor(r.a * array_length($4::text[], 1))::int],
       CASE WHEN r.s < 0.6 THEN 'submitted' WHEN r.s < 0.8 THEN 'accepted' WHEN r.s < 0.95 THEN 'rejected' ELSE 'withdrawn' END,
       v.created_at + r.a * interval '20 days', v.created_at + r.a * interval '20 days'
     FROM (SELECT g, lo + floor(random() * (hi - lo + 1))::int AS vid, random() AS a, random() AS b, random() AS s
           FROM (SELECT min(id) AS lo, max(id) AS hi FROM vacancies) m, generate_series(1, $1::int) g) r
     JOIN vacancies v ON v.id = r.vid`,
    [n, FIRST_NAMES, LAST_NAMES, MESSAGES],
  );
}
