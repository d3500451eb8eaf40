import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { VolunteerProfileInput } from "../../../contract/volunteer-profiles";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { localGeocoder } from "../../geo/gazetteer";
import { demoEmail } from "../identity/identity.factory";
import { createUser, findUserByEmail } from "../identity/users.service";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import { listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { createReply } from "./profile-replies.service";
import { saveOwnProfile } from "./volunteer-profiles.service";
import { volunteerProfiles } from "./volunteer-profiles.table";

type DemoProfile = { firstName: string; lastName: string; profile: VolunteerProfileInput };

const profile = (overrides: Partial<VolunteerProfileInput>): VolunteerProfileInput => ({
  about: "",
  vacancy_types: ["volunteering"],
  tags: [],
  activity_type_ids: [],
  skills: [],
  availability: [],
  hours_per_week: 4,
  postal_code: null,
  distance_km: 10,
  languages: ["nl"],
  certificate_of_conduct: false,
  visible: true,
  ...overrides,
});

export const DEMO_PROFILES: DemoProfile[] = [
  {
    firstName: "Henk",
    lastName: "Bosman",
    profile: profile({
      about: "Gepensioneerd timmerman. Ik help graag met klussen in buurthuizen en bij evenementen.",
      activity_type_ids: [6, 9],
      skills: ["Timmeren", "Klussen", "Rijbewijs B"],
      availability: ["tue_morning", "thu_morning", "sat_morning"],
      hours_per_week: 8,
      postal_code: "8091 AB",
      distance_km: 15,
      certificate_of_conduct: true,
    }),
  },
  {
    firstName: "Fatima",
    lastName: "El Amrani",
    profile: profile({
      about: "Student pedagogiek. Ik wil graag kinderen helpen met huiswerk of taal.",
      vacancy_types: ["volunteering", "language"],
      activity_type_ids: [4, 7],
      skills: ["Huiswerkbegeleiding", "Arabisch"],
      availability: ["mon_afternoon", "wed_afternoon", "wed_evening"],
      hours_per_week: 4,
      postal_code: "6511 AB",
      distance_km: 5,
      languages: ["nl", "ar", "en"],
    }),
  },
  {
    firstName: "Joke",
    lastName: "Veenstra",
    profile: profile({
      about: "Ik heb jaren in de zorg gewerkt en ga graag op bezoek bij ouderen voor een praatje of een wandeling.",
      vacancy_types: ["volunteering", "one-on-one"],
      activity_type_ids: [1, 8],
      skills: ["Luisteren", "Wandelen"],
      availability: ["mon_morning", "fri_afternoon"],
      hours_per_week: 3,
      postal_code: "8281 AB",
      distance_km: 20,
      certificate_of_conduct: true,
    }),
  },
  {
    firstName: "Daan",
    lastName: "Kuipers",
    profile: profile({
      about: "Ik werk met computers en wil een vereniging helpen met de website of de administratie.",
      activity_type_ids: [10, 2],
      skills: ["Websites", "Excel", "Boekhouden"],
      availability: ["tue_evening", "thu_evening"],
      hours_per_week: 2,
      postal_code: "6041 AB",
      distance_km: 25,
      languages: ["nl", "en", "de"],
    }),
  },
  {
    firstName: "Iris",
    lastName: "Mulder",
    // Not in the pool: she keeps her profile to herself for now.
    profile: profile({
      about: "Ik help graag in de natuur, maar ik weet nog niet wanneer.",
      activity_type_ids: [5],
      visible: false,
    }),
  },
];

/** Demo volunteers with profiles (one hidden) and two replies, for tenants with volunteer profiles; once. */
export async function seedDemoVolunteerProfiles(db: Database, tenant: TenantId, logger: Logger) {
  if (!(await ownFeatureFlags(db, tenant)).volunteerProfiles) return;
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: volunteerProfiles.id }).from(volunteerProfiles).where(eq(volunteerProfiles.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const centers = await listCenters(db, tenant);
  const center = centers.find((c) => c.isDefault) ?? centers[0];
  if (!center) return;
  const profileIds: { id: number; userId: number }[] = [];
  for (const [index, demo] of DEMO_PROFILES.entries()) {
    const user = await createUser(db, tenant, {
      centerId: center.id,
      email: `pool-${index + 1}@${tenant}.demo.test`,
      firstName: demo.firstName,
      lastName: demo.lastName,
      signupMethod: "signed_up",
      roles: [{ role: "volunteer" }],
    });
    const located = demo.profile.postal_code ? await localGeocoder.geocode(demo.profile.postal_code) : null;
    const row = await saveOwnProfile(db, tenant, { userId: user.id, centerId: center.id }, demo.profile, located);
    if (row.visible) profileIds.push({ id: row.id, userId: user.id });
  }
  const superuser = await findUserByEmail(db, tenant, demoEmail("organization_superuser", tenant));
  const [organization] = superuser
    ? await withTenant(db, tenant, (tx) =>
        tx
          .select({ id: organizations.id })
          .from(organizationMemberships)
          .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
          .where(and(eq(organizationMemberships.userId, superuser.id), eq(organizations.status, "approved")))
          .orderBy(asc(organizations.id))
          .limit(1),
      )
    : [];
  if (superuser && organization) {
    const bodies = [
      "Wat een mooi profiel! Wij zoeken iemand die op dinsdagochtend helpt met klussen in ons buurthuis. Zin om kennis te maken?",
      "Hallo! Onze huiswerkklas zoekt nog een begeleider op woensdagmiddag. Heb je interesse?",
    ];
    for (const [index, body] of bodies.entries()) {
      const target = profileIds[index];
      if (!target) break;
      await createReply(db, tenant, {
        volunteerProfileId: target.id,
        organizationId: organization.id,
        senderId: superuser.id,
        body,
      });
    }
  }
  logger.info({ tenant, profiles: DEMO_PROFILES.length }, "seeded demo volunteer profiles");
}
